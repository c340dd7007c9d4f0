import type { WriteupType } from '../constants.js';
import type { ApiRead } from '../page-reads.js';
import { writeupKind } from '../rules/writeup-kind.js';
import { SITE_PAGES, type PageKey, type PageParams, type SitePage } from './pages.js';

export interface PageMatch {
  key: PageKey;
  page: SitePage;
  params: PageParams;
}

/** The pages a path is matched against, in order; any other path is the not-found page's. */
const MATCHED_KEYS = (Object.keys(SITE_PAGES) as PageKey[]).filter((key) => key !== 'notFound');

/**
 * The segments of a path without its query, hash and trailing slashes: a trailing slash is the same
 * page, as in the routers.
 */
function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return pathname.split('/').slice(1);
}

function paramsOf(pattern: string, segments: readonly string[]): PageParams | null {
  const wanted = segmentsOf(pattern);
  if (wanted.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(':') && segments[i] !== '') params[segment.slice(1)] = segments[i];
    else if (segment !== segments[i]) return null;
  }
  return params;
}

function decoded(params: PageParams): PageParams | null {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return null;
  }
}

/**
 * The page at a path (undecoded, as in a URL; query and hash allowed) and its decoded parameters:
 * the not-found page when no pattern matches, or when a parameter is not valid percent-encoding.
 */
export function matchPage(path: string): PageMatch {
  const segments = segmentsOf(path);
  for (const key of MATCHED_KEYS) {
    const page: SitePage = SITE_PAGES[key];
    const raw = paramsOf(page.pattern, segments);
    const params = raw && decoded(raw);
    if (params) return { key, page, params };
  }
  return { key: 'notFound', page: SITE_PAGES.notFound, params: {} };
}

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path of a pattern with its parameters filled in (encoded). */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:([^/]+)/g, (_segment, name: string) => encodeURIComponent(values[name]));
}

/** The reader page of a published writeup: articles under /article, movies and series under /review. */
export function writeupPath(writeup: { slug: string | null; type: WriteupType }): string {
  const page = SITE_PAGES[writeupKind(writeup.type)];
  return pathTo(page.pattern, { slug: writeup.slug ?? '' });
}

/** A page's title; `name` names the thing a page about one thing is about. */
export function pageTitle(page: SitePage, name = ''): string {
  return typeof page.title === 'string' ? page.title : page.title(name);
}

/**
 * The reads the page at `path` (undecoded, as in a URL) and `query` starts with: the reader site
 * asks for them when it renders, the server names them in the page's HTML for the browser to fetch
 * early (page-reads.ts). None for pages that start with none worth fetching early, and for
 * addresses that redirect or are not pages.
 */
export function pageReads(path: string, query: URLSearchParams, favoritesName: string): ApiRead[] {
  return readsOf(matchPage(path), query, favoritesName);
}

/** pageReads of a page already matched. */
export function readsOf(
  { page, params }: PageMatch,
  query: URLSearchParams,
  favoritesName: string,
): ApiRead[] {
  return page.reads?.(params, query, favoritesName) ?? [];
}

/** The reads a matched page makes with the answers of its first reads (SitePage.thenReads). */
export function thenReadsOf({ page }: PageMatch, answers: readonly unknown[]): ApiRead[] {
  return page.thenReads?.(answers) ?? [];
}
