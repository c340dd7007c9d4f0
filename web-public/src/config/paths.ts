import type { LeaderboardType, SortOption } from '@reviews/libs/constants';
import { DEFAULT_SORT, type ListingKind, pathTo, SITE_PAGES } from '@reviews/libs/site-map';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const {
  home,
  about,
  privacy,
  announcements,
  leaderboard,
  login,
  register,
  forgotPassword,
  resetPassword,
  verifyEmail,
  stats,
  random,
  collections,
  collection,
  search,
  profile,
  review,
  roundup,
  me,
  settings,
  drafts,
} = SITE_PAGES;

/** Where the reader site's links lead, with their queries; the pages themselves are libs' site map. */
export const paths = {
  home: { to: () => home.pattern },
  about: { to: () => about.pattern },
  privacy: { to: () => privacy.pattern },
  announcements: { to: (page?: number) => withQuery(announcements.pattern, { page }) },
  leaderboard: {
    to: (query: { type?: LeaderboardType; page?: number; user?: string } = {}) =>
      withQuery(leaderboard.pattern, query),
  },
  login: { to: () => login.pattern },
  register: { to: () => register.pattern },
  forgotPassword: { to: () => forgotPassword.pattern },
  resetPassword: { to: (token: string) => withQuery(resetPassword.pattern, { token }) },
  verifyEmail: { to: (token: string) => withQuery(verifyEmail.pattern, { token }) },
  stats: { to: () => stats.pattern },
  random: { to: () => random.pattern },
  collections: { to: () => collections.pattern },
  collection: {
    to: (slug: string, sort: SortOption = DEFAULT_SORT) => pathTo(collection.pattern, { slug, sort }),
  },
  listing: {
    to: (kind: ListingKind, sort: SortOption = DEFAULT_SORT, query: { query?: string; page?: number } = {}) =>
      withQuery(pathTo(SITE_PAGES[kind].pattern, { sort }), query),
  },
  search: { to: (query: string, page?: number) => withQuery(search.pattern, { query, page }) },
  profile: { to: (username: string) => pathTo(profile.pattern, { username }) },
  review: { to: (slug: string) => pathTo(review.pattern, { slug }) },
  roundup: {
    to: (username: string, query: { month?: string; type?: LeaderboardType } = {}) =>
      withQuery(pathTo(roundup.pattern, { username }), query),
  },
  me: { to: () => me.pattern },
  settings: { to: () => settings.pattern },
  post: { to: () => drafts.pattern },
} as const;
