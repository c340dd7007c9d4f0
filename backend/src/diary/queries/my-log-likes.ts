import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonArrayOf } from '../../database/scalar-subqueries';
import { logLikes } from '../../database/schema';

/** The ids among `logIds` of the diary entries the user likes (GET /api/me/likes?logs=). */
export function likedLogIds(userId: SQLWrapper, logIds: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    logLikes.logId,
    sql`${logLikes}`,
    and(eq(logLikes.userId, userId), isAnyOf(logLikes.logId, logIds))!,
  );
}
