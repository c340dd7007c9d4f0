import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { anyRow, jsonArrayOf } from '../../database/scalar-subqueries';
import { commentReports, comments } from '../../database/schema';

/** The ids of the comments on this writeup that the user reported. */
export function reportedCommentIds(userId: SQLWrapper, writeupId: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    commentReports.commentId,
    sql`${commentReports} inner join ${comments} on ${comments.id} = ${commentReports.commentId}`,
    and(eq(commentReports.userId, userId), eq(comments.writeupId, writeupId))!,
  );
}

/** Whether the user wrote a hidden comment on this writeup. */
export function wroteHiddenComment(userId: SQLWrapper, writeupId: SQLWrapper): SQL<boolean> {
  return anyRow(
    sql`${comments}`,
    and(eq(comments.writeupId, writeupId), eq(comments.userId, userId), eq(comments.hidden, true))!,
  );
}
