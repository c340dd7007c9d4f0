import type { Screen } from '@reviews/libs/site-map';

/**
 * Which module of ./routes shows each screen of the site map (libs site-map), and the component
 * it exports. Plain data, because the build reads it too: it writes which files each page needs
 * (vite.config.ts), and the server names them in the page's HTML so the browser fetches them
 * beside the entry instead of after it has run. The home screen, the usual first one, comes with
 * the entry: its first render needs no second round trip.
 */
export const LAZY_SCREENS = {
  about: { module: 'about', component: 'AboutRoute' },
  privacy: { module: 'privacy', component: 'PrivacyRoute' },
  announcements: { module: 'announcements', component: 'AnnouncementsRoute' },
  leaderboard: { module: 'leaderboard', component: 'LeaderboardRoute' },
  stats: { module: 'stats', component: 'StatsRoute' },
  random: { module: 'random', component: 'RandomRoute' },
  collections: { module: 'collections', component: 'CollectionsRoute' },
  'collection-redirect': { module: 'collection', component: 'CollectionRedirectRoute' },
  collection: { module: 'collection', component: 'CollectionRoute' },
  listing: { module: 'listing', component: 'ListingRoute' },
  search: { module: 'search', component: 'SearchRoute' },
  profile: { module: 'profile', component: 'ProfileRoute' },
  writeup: { module: 'writeup', component: 'WriteupRoute' },
  'writeup-preview': { module: 'writeup-preview', component: 'WriteupPreviewRoute' },
  roundup: { module: 'roundup', component: 'RoundupRoute' },
  auth: { module: 'auth', component: 'AuthRoute' },
  'forgot-password': { module: 'account', component: 'ForgotPasswordRoute' },
  'reset-password': { module: 'account', component: 'ResetPasswordRoute' },
  'verify-email': { module: 'account', component: 'VerifyEmailRoute' },
  'cancel-email-change': { module: 'account', component: 'CancelEmailChangeRoute' },
  me: { module: 'me', component: 'MeRoute' },
  'own-roundup': { module: 'me', component: 'OwnRoundupRoute' },
  settings: { module: 'settings', component: 'SettingsRoute' },
  watchlist: { module: 'watchlist', component: 'WatchlistRoute' },
  // product.md §15: members' diary and reviews.
  diary: { module: 'diary', component: 'DiaryRoute' },
  reviews: { module: 'diary', component: 'WriteupReviewsRoute' },
  log: { module: 'diary', component: 'LogRoute' },
  feed: { module: 'following', component: 'FollowingRoute' },
  notifications: { module: 'notifications', component: 'NotificationsRoute' },
  unsubscribe: { module: 'unsubscribe', component: 'UnsubscribeRoute' },
  'newsletter-confirm': { module: 'newsletter', component: 'NewsletterConfirmRoute' },
  'newsletter-unsubscribe': { module: 'newsletter', component: 'NewsletterUnsubscribeRoute' },
  lists: { module: 'lists', component: 'ListsRoute' },
  list: { module: 'lists', component: 'ListRoute' },
  'member-lists': { module: 'lists', component: 'MemberListsRoute' },
  // The console's pages, reaching the reader site only for those who may not open them.
  console: { module: 'console', component: 'ConsoleRoute' },
  'not-found': { module: 'not-found', component: 'NotFoundRoute' },
} as const satisfies Record<Exclude<Screen, 'home'>, { module: string; component: string }>;

export type LazyScreen = keyof typeof LAZY_SCREENS;
export type ScreenModule = (typeof LAZY_SCREENS)[LazyScreen]['module'];
