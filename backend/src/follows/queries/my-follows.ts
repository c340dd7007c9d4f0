import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonArrayOf } from '../../database/scalar-subqueries';
import { follows, users } from '../../database/schema';

/** Those of these lower-cased usernames that the member follows, as they are spelled. */
export function followedUsernames(followerId: SQLWrapper, lowerCaseNames: SQLWrapper): SQL<string[]> {
  return jsonArrayOf(
    users.username,
    sql`${follows} inner join ${users} on ${users.id} = ${follows.followeeId}`,
    and(eq(follows.followerId, followerId), isAnyOf(sql`lower(${users.username})`, lowerCaseNames))!,
  );
}
