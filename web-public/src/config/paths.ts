import type { LeaderboardType, SortOption, WriteupType } from '@reviews/libs/constants';
import { DEFAULT_SORT, type ListingKind, pathTo, SITE_PAGES, writeupPath } from '@reviews/libs/site-map';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Where the reader site's links lead, with their queries; the pages themselves are libs' site map. */
export const paths = {
  home: { to: () => SITE_PAGES.home.pattern },
  about: { to: () => SITE_PAGES.about.pattern },
  privacy: { to: () => SITE_PAGES.privacy.pattern },
  announcements: { to: (page?: number) => withQuery(SITE_PAGES.announcements.pattern, { page }) },
  leaderboard: {
    to: (query: { type?: LeaderboardType; page?: number; user?: string; by?: 'audience' } = {}) =>
      withQuery(SITE_PAGES.leaderboard.pattern, query),
  },
  login: { to: () => SITE_PAGES.login.pattern },
  register: { to: () => SITE_PAGES.register.pattern },
  forgotPassword: { to: () => SITE_PAGES.forgotPassword.pattern },
  resetPassword: { to: (token: string) => withQuery(SITE_PAGES.resetPassword.pattern, { token }) },
  verifyEmail: { to: (token: string) => withQuery(SITE_PAGES.verifyEmail.pattern, { token }) },
  cancelEmailChange: {
    to: (token: string) => withQuery(SITE_PAGES.cancelEmailChange.pattern, { token }),
  },
  stats: { to: () => SITE_PAGES.stats.pattern },
  random: { to: () => SITE_PAGES.random.pattern },
  collections: { to: () => SITE_PAGES.collections.pattern },
  collection: {
    to: (slug: string, sort: SortOption = DEFAULT_SORT) =>
      pathTo(SITE_PAGES.collection.pattern, { slug, sort }),
  },
  listing: {
    to: (kind: ListingKind, sort: SortOption = DEFAULT_SORT, query: { query?: string; page?: number } = {}) =>
      withQuery(pathTo(SITE_PAGES[kind].pattern, { sort }), query),
  },
  search: { to: (query: string, page?: number) => withQuery(SITE_PAGES.search.pattern, { query, page }) },
  profile: { to: (username: string) => pathTo(SITE_PAGES.profile.pattern, { username }) },
  review: { to: (slug: string) => pathTo(SITE_PAGES.review.pattern, { slug }) },
  /** A published writeup's page: an article's, or a review's. */
  writeup: { to: (type: WriteupType, slug: string) => writeupPath({ type, slug }) },
  roundup: {
    to: (username: string, query: { month?: string; type?: LeaderboardType } = {}) =>
      withQuery(pathTo(SITE_PAGES.roundup.pattern, { username }), query),
  },
  // product.md §15: members' diary and reviews.
  diary: {
    to: (username: string, query: { year?: number | string; page?: number } = {}) =>
      withQuery(pathTo(SITE_PAGES.diary.pattern, { username }), query),
  },
  writeupReviews: {
    to: (slug: string, query: { sort?: 'recent'; page?: number } = {}) =>
      withQuery(pathTo(SITE_PAGES.writeupReviews.pattern, { slug }), query),
  },
  log: { to: (id: string) => pathTo(SITE_PAGES.log.pattern, { id }) },
  me: { to: () => SITE_PAGES.me.pattern },
  lists: { to: (page?: number) => withQuery(SITE_PAGES.lists.pattern, { page }) },
  list: { to: (id: string) => pathTo(SITE_PAGES.list.pattern, { id }) },
  profileLists: {
    to: (username: string, page?: number) =>
      withQuery(pathTo(SITE_PAGES.profileLists.pattern, { username }), { page }),
  },
  settings: { to: () => SITE_PAGES.settings.pattern },
  watchlist: {
    to: (query: { tab?: 'watched'; page?: number } = {}) => withQuery(SITE_PAGES.watchlist.pattern, query),
  },
  feed: { to: (page?: number) => withQuery(SITE_PAGES.feed.pattern, { page }) },
  notifications: { to: (page?: number) => withQuery(SITE_PAGES.notifications.pattern, { page }) },
  post: { to: () => SITE_PAGES.drafts.pattern },
  /** The console's editor of a writeup. */
  edit: { to: (id: string) => pathTo(SITE_PAGES.edit.pattern, { id }) },
} as const;
