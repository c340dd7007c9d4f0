import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

import { writeups } from './writeups';

/**
 * Visible (not hidden) comments per writeup, kept by a trigger on `comments`
 * (drizzle/0011_writeup_comment_counts.sql), so site stats add up one narrow row per writeup
 * instead of counting every comment; the trigger also sees deletions that cascade from a user.
 */
export const writeupCommentCounts = pgTable('writeup_comment_counts', {
  writeupId: uuid('writeup_id')
    .primaryKey()
    .references(() => writeups.id, { onDelete: 'cascade' }),
  comments: integer('comments').notNull().default(0),
});
