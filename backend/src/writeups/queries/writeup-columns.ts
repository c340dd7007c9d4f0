import { getTableColumns } from 'drizzle-orm';

import { users, writeups } from '../../database/schema';

// What a writeup read selects: every column but the search vector, and the author's public fields.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { searchVector, ...writeupColumns } = getTableColumns(writeups);

export const WRITEUP_COLUMNS = writeupColumns;

/** What a card read selects: the columns of WriteupCard, not the markdown or the notes. */
export const CARD_COLUMNS = {
  id: writeups.id,
  type: writeups.type,
  title: writeups.title,
  slug: writeups.slug,
  headline: writeups.headline,
  season: writeups.season,
  releaseYear: writeups.releaseYear,
  genre: writeups.genre,
  poster: writeups.poster,
  image: writeups.image,
  rating: writeups.rating,
  visibleAfter: writeups.visibleAfter,
  updated: writeups.updated,
  draft: writeups.draft,
};

export const AUTHOR_COLUMNS = {
  id: users.id,
  username: users.username,
  picture: users.picture,
  thirdPartyPicture: users.thirdPartyPicture,
};
