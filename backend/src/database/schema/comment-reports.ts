import { pgTable } from 'drizzle-orm/pg-core';

import { belongsTo, primaryId, reportColumns, reportedOncePerMember } from './columns';
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
    id: primaryId(),
    commentId: belongsTo('comment_id', () => comments.id),
    userId: belongsTo('user_id', () => users.id),
    ...reportColumns(),
  },
  (table) => reportedOncePerMember('comment_reports', table.commentId, table.userId),
);
