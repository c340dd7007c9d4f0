import { getTableColumns } from 'drizzle-orm';

import { users, writeups } from '../database/schema';
import type { WriteupAuthor, WriteupRecord } from './writeup-response';

// What a writeup read selects: every column but the search vector, and the author's public fields.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { searchVector, ...writeupColumns } = getTableColumns(writeups);

export const WRITEUP_COLUMNS = writeupColumns;

export const AUTHOR_COLUMNS = {
  id: users.id,
  username: users.username,
  picture: users.picture,
  thirdPartyPicture: users.thirdPartyPicture,
};

/** A writeup row with its author, as every read answers it; `rank` only where asked for. */
export interface WriteupWithAuthor {
  writeup: WriteupRecord;
  author: WriteupAuthor;
  rank?: number;
}
