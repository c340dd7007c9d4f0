import { withQuery } from './api-client.js';
import {
  getCollectionSummaries,
  getListings,
  getLeaderboard,
  getSiteStats,
  getWriteup,
  listAnnouncements,
  type Operation,
  type OperationKey,
  type OperationParams,
  type SuccessData,
} from './api/index.js';
import { LEADERBOARD_TYPES, type LeaderboardType, type SortOption } from './constants.js';
import type { LeaderboardQuery, ListingFilter, ListingQuery, WriteupLookupFilter } from './contract/index.js';
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

/** One answer written into the page: a read's query key and what the API answers a visitor. */
export interface InlineAnswer {
  key: OperationKey;
  data: unknown;
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
};

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

/** A published writeup by slug, with its leaderboard rank; articles are looked up as articles. */
export function writeupLookup(slug: string, article: boolean): WriteupLookupFilter {
  return article ? { slug, type: 'article', includeRank: true } : { slug, includeRank: true };
}
