import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { accountTokens, users } from '../../database/schema';

/** A database or a transaction of it: these run inside the caller's transaction. */
type Queryable = Pick<PgDatabase<PgQueryResultHKT>, 'update'>;

/**
 * Here, below accounts/, because suspending an account (users/) voids them too.
 *
 * A pending e-mail change dies (product.md §8): its confirmation link, which goes to an address
 * other than the account's own, and the cancellation link sent to the account's address. The
 * confirmation link of the account's own address, after sign-up, stays valid.
 */
export async function voidEmailChanges(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ used: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.used),
        or(
          eq(accountTokens.purpose, 'cancel-email-change'),
          and(
            eq(accountTokens.purpose, 'verify-email'),
            sql`lower(${accountTokens.email}) is distinct from (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
          ),
        ),
      ),
    );
}
