import { LIMITS, type Role } from '../constants.js';

/** Who sees a page in the search overlay. */
export type PageAudience = 'all' | 'signedIn' | 'admin' | 'root' | 'signedOut';

export interface PageSuggestion {
  title: string;
  path: string;
  keywords: readonly string[];
  roles: PageAudience;
}

/** The pages of spec §2 the search overlay can suggest, in the order they are offered. */
export const PAGE_SUGGESTIONS: readonly PageSuggestion[] = [
  { title: 'Home', path: '/', keywords: ['home', 'start', 'recent', 'welcome'], roles: 'all' },
  { title: 'Movies', path: '/movie/new', keywords: ['movies', 'films', 'cinema', 'reviews'], roles: 'all' },
  {
    title: 'Shows',
    path: '/series/new',
    keywords: ['shows', 'series', 'television', 'tv shows'],
    roles: 'all',
  },
  {
    title: 'Articles',
    path: '/articles/new',
    keywords: ['articles', 'essays', 'news', 'blog'],
    roles: 'all',
  },
  {
    title: 'Collections',
    path: '/collections',
    keywords: ['collections', 'lists', 'must watch'],
    roles: 'all',
  },
  {
    title: 'Leaderboard',
    path: '/leaderboard',
    keywords: ['leaderboard', 'top rated', 'best', 'ranking'],
    roles: 'all',
  },
  { title: 'Stats', path: '/stats', keywords: ['stats', 'statistics', 'numbers', 'charts'], roles: 'all' },
  { title: 'Random', path: '/random', keywords: ['random', 'surprise', 'lucky'], roles: 'all' },
  {
    title: 'Announcements',
    path: '/announcements',
    keywords: ['announcements', 'news', 'updates'],
    roles: 'all',
  },
  { title: 'Search', path: '/search', keywords: ['search', 'find'], roles: 'all' },
  { title: 'About', path: '/about', keywords: ['about', 'info', 'who'], roles: 'all' },
  { title: 'Privacy', path: '/privacy', keywords: ['privacy', 'policy', 'data', 'cookies'], roles: 'all' },
  { title: 'Login', path: '/login', keywords: ['login', 'log in', 'sign in', 'signin'], roles: 'signedOut' },
  {
    title: 'Register',
    path: '/register',
    keywords: ['register', 'sign up', 'signup', 'join'],
    roles: 'signedOut',
  },
  {
    title: 'My profile',
    path: '/me',
    keywords: ['me', 'my profile', 'profile', 'account'],
    roles: 'signedIn',
  },
  {
    title: 'Settings',
    path: '/settings',
    keywords: ['settings', 'preferences', 'account', 'delete account'],
    roles: 'signedIn',
  },
  {
    title: 'My roundup',
    path: '/roundup',
    keywords: ['roundup', 'my roundup', 'monthly', 'archive'],
    roles: 'signedIn',
  },
  {
    title: 'Post review',
    path: '/post/review',
    keywords: ['post', 'write', 'drafts', 'new review', 'editor'],
    roles: 'admin',
  },
  { title: 'Root', path: '/root', keywords: ['root', 'users', 'manage users', 'admin'], roles: 'root' },
];

/** Whether someone of `role` (null when signed out) may be offered a page for `audience`. */
export function isPageFor(audience: PageAudience, role: Role | null): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'signedOut':
      return role === null;
    case 'signedIn':
      return role !== null;
    case 'admin':
      return role === 'admin' || role === 'root';
    case 'root':
      return role === 'root';
  }
}

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
