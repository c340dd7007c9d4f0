import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { comments } from './comments';
import { users } from './users';

/**
 * A member's report of a comment; one per member per comment. It keeps the comment's text as it
 * was when reported, and is dismissed (kept, no longer open) when a moderator dismisses the
 * reports or restores the comment after a hide.
 */
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
    /** The comment's text when it was reported: its author may edit it afterwards. */
    reportedContent: text('reported_content').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    dismissed: timestamp('dismissed', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('comment_reports_comment_id_user_id_key').on(table.commentId, table.userId),
    index('comment_reports_user_id_idx').on(table.userId),
  ],
);
