import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonArrayOf } from '../../database/scalar-subqueries';
import { listLikes } from '../../database/schema';

/** The ids among `listIds` of the lists the user likes (GET /api/me/likes?lists=). */
export function likedListIds(userId: SQLWrapper, listIds: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    listLikes.listId,
    sql`${listLikes}`,
    and(eq(listLikes.userId, userId), isAnyOf(listLikes.listId, listIds))!,
  );
}
