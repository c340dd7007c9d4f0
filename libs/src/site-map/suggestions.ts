import { LIMITS, type Role } from '../constants.js';
import { isPageFor } from './access.js';
import { pageTitle } from './match.js';
import { SITE_PAGES, type PageAudience, type SitePage } from './pages.js';

export interface PageSuggestion {
  title: string;
  path: string;
  keywords: readonly string[];
  roles: PageAudience;
}

/** The pages of spec §2 the search overlay can suggest, in the order they are offered. */
export const PAGE_SUGGESTIONS: readonly PageSuggestion[] = Object.values(SITE_PAGES).flatMap(
  (page: SitePage) => {
    if (!page.suggestion) return [];
    const { keywords, label, path } = page.suggestion;
    return [{ title: label ?? pageTitle(page), path: path ?? page.pattern, keywords, roles: page.audience }];
  },
);

/** 0 for a keyword or title that starts with the query, 1 when it only contains it, null otherwise. */
function matchRank(page: PageSuggestion, query: string): number | null {
  const words = [...page.keywords, page.title.toLowerCase()];
  if (words.some((word) => word.startsWith(query))) return 0;
  if (words.some((word) => word.includes(query))) return 1;
  return null;
}

/**
 * Spec §2: pages whose keywords match the query (at least 3 characters), for the user's role,
 * prefix matches before the rest, at most `limit` of them.
 */
export function matchPages(query: string, role: Role | null, limit: number): PageSuggestion[] {
  const needle = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (needle.length < LIMITS.searchMin) return [];
  return PAGE_SUGGESTIONS.filter((page) => isPageFor(page.roles, role))
    .map((page) => ({ page, rank: matchRank(page, needle) }))
    .filter((match): match is { page: PageSuggestion; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((match) => match.page);
}

/** Spec §2: 2 page suggestions when other results are shown, else 5. */
export function pageSuggestionLimit(hasOtherResults: boolean): number {
  return hasOtherResults ? 2 : 5;
}
