import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonObjectOf } from '../../database/scalar-subqueries';
import { ratings } from '../../database/schema';

/** The user's scores of those among `writeupIds` they rated: writeup id to score. */
export function scoresOf(userId: SQLWrapper, writeupIds: SQLWrapper): SQL<Record<string, number>> {
  return jsonObjectOf<number>(
    ratings.writeupId,
    ratings.score,
    sql`${ratings}`,
    and(eq(ratings.userId, userId), isAnyOf(ratings.writeupId, writeupIds))!,
  );
}
