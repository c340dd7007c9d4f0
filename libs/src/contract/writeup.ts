import type { LeaderboardBy, SortOption, WriteupType, LeaderboardType } from '../constants.js';
import type { UserRef } from './user.js';

export interface Writeup {
  _id: string;
  type: WriteupType;
  title: string;
  slug: string | null;
  headline: string;
  runtime: number | null;
  season: number | null;
  releaseYear: number | null;
  mpaa: string;
  director: string;
  genre: string[];
  poster: string;
  /** The poster's dominant colour (`#rrggbb`), shown while it loads; '' when unknown. */
  posterPlaceholder: string;
  image: string;
  /** Issue 28: where crops of the poster and the banner keep the subject, "x% y%" (libs focal-point rule). */
  posterFocus: string;
  imageFocus: string;
  /** The banner's dominant colour, like posterPlaceholder. */
  imagePlaceholder: string;
  tags: string[];
  collections: string[];
  rating: number;
  content: string;
  /** `content` rendered and sanitised at save, placeholders filled (product.md §14). */
  contentHtml: string;
  /** Admins and root only. */
  notes?: string;
  /** `notes` rendered and sanitised at save; admins and root only. */
  notesHtml?: string;
  admin: UserRef;
  visibleAfter: string | null;
  updated: string;
  draft: boolean;
  /** Only when requested (leaderboard, includeRank). */
  rank?: number;
  /** Only on the leaderboard: another review shares the rank (shown "=1"). */
  tied?: boolean;
  /** Members who like it (may lag by up to 60 s, product.md §12). */
  likes: number;
  /** The members' mean score, rounded; null under AUDIENCE_SCORE.shownFrom ratings (product.md §13). */
  audienceScore: number | null;
  /** Members who rated it (may lag by up to 60 s). */
  audienceCount: number;
}

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
export type WriteupCard = Pick<Writeup, (typeof WRITEUP_CARD_FIELDS)[number]>;

/** Body of PATCH /api/writeup/. */
export interface SaveWriteupRequest extends Partial<
  Omit<Writeup, 'admin' | 'rank' | 'tied' | 'posterPlaceholder' | 'imagePlaceholder'>
> {
  _id: string;
  publishNow?: boolean;
}

export interface CreateWriteupRequest {
  type: WriteupType;
}

export interface ListingFilter {
  type?: WriteupType;
  collections?: string | string[];
  /** A username (any case); an unknown one matches nothing. */
  author?: string;
}

export interface ListingQuery {
  search?: string;
  filter?: ListingFilter;
  sort?: SortOption;
  page?: number;
  excludeArticle?: boolean;
}

export interface Paged {
  page: number;
  totalPages: number;
  totalMatched: number;
  pageSize: number;
}

export interface ListingResponse extends Paged {
  writeups: WriteupCard[];
}

export interface WriteupLookupFilter {
  slug?: string;
  type?: WriteupType;
  title?: string;
  includeRank?: boolean;
}

export interface LeaderboardQuery {
  page?: number;
  type?: LeaderboardType;
  username?: string;
  /** Default critics. */
  by?: LeaderboardBy;
}

export const DRAFT_STATUSES = ['draft', 'scheduled'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** GET /api/writeup/drafts's `filter`. */
export interface DraftsFilter {
  status?: DraftStatus;
  type?: WriteupType;
  author?: string;
}

/** Whole without `page`; with it, one page and the page facts. */
export interface DraftsResponse extends Partial<Paged> {
  writeups: (Writeup & { status: DraftStatus })[];
}

export interface UserWriteupsResponse {
  writeups: WriteupCard[];
}

export interface RoundupResponse {
  authored: WriteupCard[];
  commented: WriteupCard[];
}

/** A card and how many comments shown to everyone it got in the window asked for. */
export type DiscussedWriteup = WriteupCard & { comments: number };

/** GET /api/writeup/discussed: most comments first, ties by newest. */
export interface DiscussedWriteupsResponse {
  writeups: DiscussedWriteup[];
}

/**
 * A writeup's link as it shows when shared: what the page's Open Graph tags send (the same
 * functions build both), `image` and `url` absolute, or null when there are none yet (a draft has
 * no address before its first publication).
 */
export interface ShareCard {
  siteName: string;
  title: string;
  description: string;
  image: string | null;
  url: string | null;
}

/** GET /api/writeup/{id}/preview: the writeup as its editor reads it, and its share card. */
export interface WriteupPreview {
  writeup: Writeup;
  share: ShareCard;
}
