import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { users } from '../../database/schema';

/** The users table, or an alias of it (a second copy of users in one read). */
interface AuthorTable {
  id: AnyPgColumn;
  username: AnyPgColumn;
  picture: AnyPgColumn;
  thirdPartyPicture: AnyPgColumn;
}

/** The public fields of a member shown beside what they wrote or did: every author, actor and owner read. */
export function authorColumns<T extends AuthorTable>(table: T): Pick<T, keyof AuthorTable> {
  return {
    id: table.id,
    username: table.username,
    picture: table.picture,
    thirdPartyPicture: table.thirdPartyPicture,
  };
}

export const AUTHOR_COLUMNS = authorColumns(users);
