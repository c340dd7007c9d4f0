import type { ApiQuery, ApiSchema } from './api-schema.js';
import type { WriteupType } from '../constants.js';

export type Writeup = ApiSchema<'WriteupDto'>;

/** The fields a writeup card or list row shows (product.md §7). */
export const WRITEUP_CARD_FIELDS = [
  '_id',
  'type',
  'title',
  'slug',
  'headline',
  'season',
  'releaseYear',
  'genre',
  'poster',
  'posterPlaceholder',
  'image',
  'posterFocus',
  'imageFocus',
  'imagePlaceholder',
  'rating',
  'admin',
  'visibleAfter',
  'updated',
  'draft',
  'rank',
  'tied',
  'likes',
  'audienceScore',
  'audienceCount',
] as const satisfies readonly (keyof Writeup)[];

/**
 * A writeup as listings, search, the leaderboard, profiles and roundups carry it: what a card
 * or a list row shows, without the markdown `content` (only the detail read and the editor's
 * reads carry the full `Writeup`).
 */
export type WriteupCard = ApiSchema<'WriteupCardDto'>;

/** Body of PATCH /api/writeup/. */
export type SaveWriteupRequest = ApiSchema<'SaveWriteupDto'>;

export type CreateWriteupRequest = ApiSchema<'CreateWriteupDto'>;

export interface ListingFilter {
  type?: WriteupType;
  collections?: string | string[];
  /** A username (any case); an unknown one matches nothing. */
  author?: string;
}

/**
 * GET /api/writeup/listings as the client sends it: `filter` is JSON text on the wire and
 * `excludeArticle` the text of a boolean (api-client.ts serialises both).
 */
export type ListingQuery = Omit<ApiQuery<'getListings'>, 'filter' | 'excludeArticle'> & {
  filter?: ListingFilter;
  excludeArticle?: boolean;
};

export type ListingResponse = ApiSchema<'ListingDto'>;

export interface WriteupLookupFilter {
  slug?: string;
  type?: WriteupType;
  title?: string;
  includeRank?: boolean;
}

export type LeaderboardQuery = ApiQuery<'getLeaderboard'>;

export const DRAFT_STATUSES = ['draft', 'scheduled'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** GET /api/writeup/drafts's `filter`. */
export interface DraftsFilter {
  status?: DraftStatus;
  type?: WriteupType;
  author?: string;
}

/** Whole without `page`; with it, one page and the page facts. */
export type DraftsResponse = ApiSchema<'DraftsDto'>;

export type UserWriteupsResponse = ApiSchema<'UserWriteupsDto'>;

export type RoundupResponse = ApiSchema<'RoundupDto'>;

/** A card and how many comments shown to everyone it got in the window asked for. */
export type DiscussedWriteup = ApiSchema<'DiscussedWriteupDto'>;

/** GET /api/writeup/discussed: most comments first, ties by newest. */
export type DiscussedWriteupsResponse = ApiSchema<'DiscussedWriteupsDto'>;

/**
 * A writeup's link as it shows when shared: what the page's Open Graph tags send (the same
 * functions build both), `image` and `url` absolute, or null when there are none yet (a draft has
 * no address before its first publication).
 */
export type ShareCard = ApiSchema<'ShareCardDto'>;

/** GET /api/writeup/{id}/preview: the writeup as its editor reads it, and its share card. */
export type WriteupPreview = ApiSchema<'WriteupPreviewDto'>;
