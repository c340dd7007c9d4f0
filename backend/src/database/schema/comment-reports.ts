import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { comments } from './comments';
import { users } from './users';

/** A member's report of a comment; one per member per comment, cleared when a moderator decides. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('comment_reports_comment_id_user_id_key').on(table.commentId, table.userId),
    index('comment_reports_user_id_idx').on(table.userId),
  ],
);
