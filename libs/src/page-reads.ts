import { withQuery } from './api-client.js';
import {
  getCollectionSummaries,
  getDiary,
  getLog,
  getWriteupReviews,
  getList,
  getListings,
  getLists,
  getUserLists,
  getWriteupLists,
  getWriteupRatings,
  getLeaderboard,
  getSiteStats,
  getWriteup,
  listAnnouncements,
  listComments,
  type Operation,
  type OperationKey,
  type OperationParams,
  type SuccessData,
} from './api/index.js';
import {
  LEADERBOARD_TYPES,
  type LeaderboardType,
  type ListSort,
  MEMBER_REVIEW_SORTS,
  type MemberReviewSort,
  type SortOption,
} from './constants.js';
import type {
  LeaderboardQuery,
  ListingFilter,
  ListingQuery,
  Writeup,
  WriteupLookupFilter,
} from './contract/index.js';
import { normalisePageParam } from './rules/index.js';

/**
 * The API reads a public page starts with (each page's `reads` in the site map). The reader site
 * asks for them when it renders; the server names the same ones in the page's HTML
 * (`<link rel="preload">`) so the browser fetches them while it is still downloading the site's
 * code. Both sides build them here, so the addresses match byte for byte and the browser uses the
 * preloaded answer.
 */
export interface ApiRead<Data = unknown> {
  /** The operation of the generated client (libs/src/api) that makes the read. */
  operationId: string;
  /** Its path with the parameters filled in. */
  path: string;
  query?: Record<string, unknown>;
  /** The read's React Query key: `[operationId, params]` as the operation's `key` makes it. */
  key: OperationKey;
  /** Never set: carries the type of the answer. */
  readonly data?: Data;
}

/** A read of an operation with these parameters. */
export function apiRead<Op>(operation: Operation<Op>, params: OperationParams<Op>): ApiRead<SuccessData<Op>> {
  const { query } = params as { query?: Record<string, unknown> };
  return {
    operationId: operation.operationId,
    path: operation.pathOf(params),
    query,
    key: operation.key(params),
  };
}

/**
 * The id of the `<script type="application/json">` in which the server hands the page its site
 * settings (GET /api/config), so the first render needs no request for them.
 */
export const INLINE_SITE_CONFIG_ID = 'site-config';

/**
 * The id of the `<script type="application/json">` in which the server hands the page the answers
 * to its first reads that it already made to build the page's head (a writeup page's writeup), each
 * under its read's query key; the page starts from them instead of asking again, and the server
 * does not preload those reads.
 */
export const INLINE_READS_ID = 'page-reads';

/**
 * One answer written into the page: a read's query key and what the API answers a visitor; with
 * `notFound`, the read named nothing (a 404, `data` its error body), so the page shows its
 * not-found content from the start, as the server rendered it.
 */
export interface InlineAnswer {
  key: OperationKey;
  data: unknown;
  notFound?: true;
}

/**
 * Where the reader site's build writes, for each pattern of the site map, the files its screen
 * needs beyond the entry (`[{ path: '/movie/:sort', files: ['/assets/listing-….js', …] }, …]`);
 * the server names those of the page a path matches as modulepreload links.
 */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** The address the api client requests for a read. */
export function apiReadUrl({ path, query }: ApiRead): string {
  return withQuery(path, query);
}

/** The home page's recently reviewed films and series. */
export const HOME_LISTING: ListingQuery = { sort: 'new', page: 1, excludeArticle: true };
/** The home page's row of the newest articles (the same read as /articles/new, page 1). */
export const HOME_ARTICLES: ListingQuery = { filter: { type: 'article' }, sort: 'new', page: 1 };
/** The home page's row of the most discussed writeups of the last week. */
export const HOME_DISCUSSED = { days: 7, limit: 8 } as const;
/** The announcement the home page shows. */
export const LATEST_ANNOUNCEMENT = { limit: 1 } as const;

export const reads = {
  listings: (query: ListingQuery) => apiRead(getListings, { query: { ...query } }),
  leaderboard: (query: LeaderboardQuery) => apiRead(getLeaderboard, { query: { ...query } }),
  writeup: (filter: WriteupLookupFilter) => apiRead(getWriteup, { query: { filter } }),
  announcements: (query: { limit: number } | { page: number }) =>
    apiRead(listAnnouncements, { query: { ...query } }),
  stats: () => apiRead(getSiteStats, {}),
  collectionSummaries: () => apiRead(getCollectionSummaries, {}),
  // product.md §15: members' diary and reviews.
  diary: (username: string, query: DiaryQuery) =>
    apiRead(getDiary, { path: { username }, query: { ...query } }),
  writeupReviews: (id: string, query: ReviewsQuery) =>
    apiRead(getWriteupReviews, { path: { id }, query: { ...query } }),
  log: (id: string) => apiRead(getLog, { path: { id } }),
  // Members' lists (product.md §16).
  lists: (query: { sort: ListSort; page: number }) => apiRead(getLists, { query: { ...query } }),
  list: (id: string) => apiRead(getList, { path: { id } }),
  userLists: (username: string, page: number) =>
    apiRead(getUserLists, { path: { username }, query: { page } }),
  writeupLists: (id: string) => apiRead(getWriteupLists, { path: { id }, query: { page: 1 } }),
  comments: (id: string) => apiRead(listComments, { path: { id } }),
  writeupRatings: (id: string) => apiRead(getWriteupRatings, { path: { id } }),
};

/** A diary page's query: `?page=` and, when it names a year of four digits, `?year=`. */
export interface DiaryQuery {
  page: number;
  year?: string;
}

export function diaryQuery(params: URLSearchParams): DiaryQuery {
  const year = params.get('year') ?? '';
  return { page: normalisePageParam(params.get('page')), ...(/^\d{4}$/.test(year) ? { year } : {}) };
}

/** A writeup's members' reviews page: `?page=`, and `?sort=recent` (else the most liked). */
export interface ReviewsQuery {
  page: number;
  sort: MemberReviewSort;
}

export function reviewsQuery(params: URLSearchParams): ReviewsQuery {
  const sort = params.get('sort');
  return {
    page: normalisePageParam(params.get('page')),
    sort: (MEMBER_REVIEW_SORTS as readonly (string | null)[]).includes(sort)
      ? (sort as MemberReviewSort)
      : MEMBER_REVIEW_SORTS[0],
  };
}

/** A listing page's query: its filter and sort, then `?query=` and `?page=` of the address. */
export function listingQuery(filter: ListingFilter, sort: SortOption, params: URLSearchParams): ListingQuery {
  return {
    filter,
    sort,
    search: params.get('query') || undefined,
    page: normalisePageParam(params.get('page')),
  };
}

/**
 * The leaderboard's query from its address: `?type=` (all unless valid), `?user=`, `?page=`, and
 * `?by=audience` for the members' board (product.md §13; any other value is the critics' board).
 */
export function leaderboardQuery(params: URLSearchParams): LeaderboardQuery & { type: LeaderboardType } {
  const rawType = params.get('type') ?? '';
  const type: LeaderboardType = (LEADERBOARD_TYPES as readonly string[]).includes(rawType)
    ? (rawType as LeaderboardType)
    : 'all';
  const query = {
    type,
    username: params.get('user') ?? undefined,
    page: normalisePageParam(params.get('page')),
  };
  return params.get('by') === 'audience' ? { ...query, by: 'audience' } : query;
}

/** The members' reviews a writeup's page shows: the first page, most liked first (product.md §15). */
export const WRITEUP_PAGE_REVIEWS: ReviewsQuery = { page: 1, sort: MEMBER_REVIEW_SORTS[0] };

/**
 * What a writeup's page reads once it has the writeup: its comments, the public lists holding it,
 * its members' reviews and, when it has audience ratings, their histogram.
 */
export function writeupPageReads({ _id, audienceCount }: Pick<Writeup, '_id' | 'audienceCount'>): ApiRead[] {
  return [
    reads.comments(_id),
    reads.writeupLists(_id),
    reads.writeupReviews(_id, WRITEUP_PAGE_REVIEWS),
    ...(audienceCount > 0 ? [reads.writeupRatings(_id)] : []),
  ];
}

/** A published writeup by slug, with its leaderboard rank; articles are looked up as articles. */
export function writeupLookup(slug: string, article: boolean): WriteupLookupFilter {
  return article ? { slug, type: 'article', includeRank: true } : { slug, includeRank: true };
}
