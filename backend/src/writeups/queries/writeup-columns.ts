import { type AnyColumn, getTableColumns, sql } from 'drizzle-orm';

import { media, writeupLikeCounts, writeupRatingStats, writeups } from '../../database/schema';

/** A writeup's like count (product.md §12), from the table its likes keep. */
export const WRITEUP_LIKES =
  sql<number>`coalesce((select ${writeupLikeCounts.likes} from ${writeupLikeCounts} where ${writeupLikeCounts.writeupId} = ${writeups.id}), 0)`.mapWith(
    Number,
  );

/**
 * A writeup's audience score and how many rated it (product.md §13), from the table its ratings
 * keep; like the likes, they may lag in shared answers.
 */
export const WRITEUP_AUDIENCE = {
  audienceScore: sql<
    number | null
  >`(select ${writeupRatingStats.score} from ${writeupRatingStats} where ${writeupRatingStats.writeupId} = ${writeups.id})`,
  audienceCount:
    sql<number>`coalesce((select ${writeupRatingStats.count} from ${writeupRatingStats} where ${writeupRatingStats.writeupId} = ${writeups.id}), 0)`.mapWith(
      Number,
    ),
};

/** The id in one of the site's media URLs (`/media/{id}/{w}x{h}.webp`); only a valid uuid matches. */
const MEDIA_ID_PATTERN = '^/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/';

/**
 * The placeholder colour of the image a column names, from its media row (a primary-key lookup);
 * '' for images from elsewhere and for those stored before colours were kept.
 */
function mediaPlaceholder(url: AnyColumn) {
  return sql<string>`coalesce((select ${media.placeholder} from ${media} where ${media.id} = (substring(${url} from ${MEDIA_ID_PATTERN}))::uuid), '')`;
}

export const PLACEHOLDER_COLUMNS = {
  posterPlaceholder: mediaPlaceholder(writeups.poster),
  imagePlaceholder: mediaPlaceholder(writeups.image),
};

// What a writeup read selects: every column but the search vector, and the author's public fields.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { searchVector, ...writeupColumns } = getTableColumns(writeups);

export const WRITEUP_COLUMNS = {
  ...writeupColumns,
  likes: WRITEUP_LIKES,
  ...WRITEUP_AUDIENCE,
  ...PLACEHOLDER_COLUMNS,
};

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
  posterFocus: writeups.posterFocus,
  imageFocus: writeups.imageFocus,
  rating: writeups.rating,
  visibleAfter: writeups.visibleAfter,
  updated: writeups.updated,
  draft: writeups.draft,
  likes: WRITEUP_LIKES,
  ...WRITEUP_AUDIENCE,
  ...PLACEHOLDER_COLUMNS,
};
