import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonArrayOf } from '../../database/scalar-subqueries';
import { commentLikes, comments, writeupLikes } from '../../database/schema';

/** The ids among `writeupIds` of the writeups the user likes. */
export function likedWriteupIds(userId: SQLWrapper, writeupIds: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    writeupLikes.writeupId,
    sql`${writeupLikes}`,
    and(eq(writeupLikes.userId, userId), isAnyOf(writeupLikes.writeupId, writeupIds))!,
  );
}

/** The ids among `commentIds` of the comments the user likes. */
export function likedCommentIds(userId: SQLWrapper, commentIds: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    commentLikes.commentId,
    sql`${commentLikes}`,
    and(eq(commentLikes.userId, userId), isAnyOf(commentLikes.commentId, commentIds))!,
  );
}

/** The ids of the comments on this writeup that the user likes. */
export function likedCommentIdsOnThread(userId: SQLWrapper, writeupId: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    commentLikes.commentId,
    sql`${commentLikes} inner join ${comments} on ${comments.id} = ${commentLikes.commentId}`,
    and(eq(commentLikes.userId, userId), eq(comments.writeupId, writeupId))!,
  );
}
