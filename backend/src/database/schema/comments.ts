import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';
import { writeups } from './writeups';

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    writeupId: uuid('writeup_id')
      .notNull()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    edited: boolean('edited').notNull().default(false),
    /** Hidden by a moderator: shown only to its author and moderators. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    index('comments_writeup_id_created_idx').on(table.writeupId, table.created),
    index('comments_user_id_idx').on(table.userId),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
