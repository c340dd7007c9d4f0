import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

import { comments } from './comments';
import { users } from './users';
import { writeups } from './writeups';

/** A member likes a writeup (product.md §12); at most once. */
export const writeupLikes = pgTable(
  'writeup_likes',
  {
    writeupId: uuid('writeup_id')
      .notNull()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.writeupId, table.userId] }),
    index('writeup_likes_user_id_idx').on(table.userId),
  ],
);

/** A member likes a comment; at most once. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_likes_user_id_idx').on(table.userId),
  ],
);

/**
 * A writeup's like count, kept by a trigger on writeup_likes. Apart from the writeup's row, so
 * that a like neither recomputes its search vector nor moves its stats cell.
 */
export const writeupLikeCounts = pgTable('writeup_like_counts', {
  writeupId: uuid('writeup_id')
    .primaryKey()
    .references(() => writeups.id, { onDelete: 'cascade' }),
  likes: integer('likes').notNull().default(0),
});
