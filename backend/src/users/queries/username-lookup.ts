import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '../../database/database';
import { users } from '../../database/schema';

/**
 * The member's username is `name` in any case: usernames are unique regardless of case (the unique
 * index on lower(username)), so every lookup by name compares them so.
 */
export function usernameIs(name: string | SQLWrapper, table: { username: AnyPgColumn } = users): SQL {
  return sql`lower(${table.username}) = lower(${name})`;
}

/** The id of the member of this username (any case). */
export async function memberIdOf(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(usernameIs(username)).limit(1);
  return row?.id;
}
