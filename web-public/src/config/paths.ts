import type { LeaderboardType, SortOption } from '@reviews/libs/constants';

type ListingKind = 'movie' | 'series' | 'articles';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Every route of the reader site; the router and all links take their paths from here. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  about: { pattern: '/about', to: () => '/about' },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  announcements: {
    pattern: '/announcements',
    to: (page?: number) => withQuery('/announcements', { page }),
  },
  leaderboard: {
    pattern: '/leaderboard',
    to: (query: { type?: LeaderboardType; page?: number; user?: string } = {}) =>
      withQuery('/leaderboard', query),
  },
  login: { pattern: '/login', to: () => '/login' },
  register: { pattern: '/register', to: () => '/register' },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: {
    pattern: '/reset-password',
    to: (token: string) => withQuery('/reset-password', { token }),
  },
  verifyEmail: { pattern: '/verify-email', to: (token: string) => withQuery('/verify-email', { token }) },
  stats: { pattern: '/stats', to: () => '/stats' },
  random: { pattern: '/random', to: () => '/random' },
  collections: { pattern: '/collections', to: () => '/collections' },
  collection: {
    pattern: '/collection/:slug/:sort',
    redirectPattern: '/collection/:slug',
    to: (slug: string, sort: SortOption = 'new') => `/collection/${slug}/${sort}`,
  },
  listing: {
    patterns: ['/movie/:sort', '/series/:sort', '/articles/:sort'],
    to: (kind: ListingKind, sort: SortOption = 'new', query: { query?: string; page?: number } = {}) =>
      withQuery(`/${kind}/${sort}`, query),
  },
  search: {
    pattern: '/search',
    to: (query: string, page?: number) => withQuery('/search', { query, page }),
  },
  profile: {
    patterns: ['/profile/:username', '/user/:username'],
    to: (username: string) => `/profile/${encodeURIComponent(username)}`,
  },
  review: { pattern: '/review/:slug', to: (slug: string) => `/review/${slug}` },
  article: { pattern: '/article/:slug', to: (slug: string) => `/article/${slug}` },
  roundup: {
    pattern: '/roundup/:username',
    ownPattern: '/roundup',
    to: (username: string, query: { month?: string; type?: LeaderboardType } = {}) =>
      withQuery(`/roundup/${encodeURIComponent(username)}`, query),
  },
  me: { pattern: '/me', to: () => '/me' },
  settings: { pattern: '/settings', to: () => '/settings' },
  post: { to: () => '/post/review' },
} as const;
