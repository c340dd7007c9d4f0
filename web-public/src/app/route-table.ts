/**
 * The reader site's screens that load on demand: each path, the module of ./routes that shows it
 * and the component that module exports. Plain data, because the build reads it too: it writes
 * which files each path needs (vite.config.ts), and the server names them in the page's HTML so the
 * browser fetches them beside the entry instead of after it has run.
 */
/** The home page, the usual first one, comes with the entry: its first render needs no second round trip. */
export const HOME_PATH = '/';

export const SCREEN_ROUTES = [
  { path: '/about', module: 'about', component: 'AboutRoute' },
  { path: '/privacy', module: 'privacy', component: 'PrivacyRoute' },
  { path: '/announcements', module: 'announcements', component: 'AnnouncementsRoute' },
  { path: '/leaderboard', module: 'leaderboard', component: 'LeaderboardRoute' },
  { path: '/stats', module: 'stats', component: 'StatsRoute' },
  { path: '/random', module: 'random', component: 'RandomRoute' },
  { path: '/collections', module: 'collections', component: 'CollectionsRoute' },
  { path: '/collection/:slug', module: 'collection', component: 'CollectionRedirectRoute' },
  { path: '/collection/:slug/:sort', module: 'collection', component: 'CollectionRoute' },
  { path: '/movie/:sort', module: 'listing', component: 'ListingRoute' },
  { path: '/series/:sort', module: 'listing', component: 'ListingRoute' },
  { path: '/articles/:sort', module: 'listing', component: 'ListingRoute' },
  { path: '/search', module: 'search', component: 'SearchRoute' },
  { path: '/profile/:username', module: 'profile', component: 'ProfileRoute' },
  { path: '/user/:username', module: 'profile', component: 'ProfileRoute' },
  { path: '/review/:slug', module: 'writeup', component: 'WriteupRoute' },
  { path: '/article/:slug', module: 'writeup', component: 'WriteupRoute' },
  { path: '/roundup/:username', module: 'roundup', component: 'RoundupRoute' },
  { path: '/login', module: 'auth', component: 'AuthRoute' },
  { path: '/register', module: 'auth', component: 'AuthRoute' },
  { path: '/forgot-password', module: 'account', component: 'ForgotPasswordRoute' },
  { path: '/reset-password', module: 'account', component: 'ResetPasswordRoute' },
  { path: '/verify-email', module: 'account', component: 'VerifyEmailRoute' },
  { path: '/me', module: 'me', component: 'MeRoute' },
  { path: '/roundup', module: 'me', component: 'OwnRoundupRoute' },
  { path: '/settings', module: 'settings', component: 'SettingsRoute' },
  // The console's pages, reaching the reader site only for those who may not open them.
  { path: '/post/review', module: 'console', component: 'ConsoleRoute' },
  { path: '/edit/:id', module: 'console', component: 'ConsoleRoute' },
  { path: '/preview/:id', module: 'console', component: 'ConsoleRoute' },
  { path: '/root', module: 'console', component: 'ConsoleRoute' },
  { path: '*', module: 'not-found', component: 'NotFoundRoute' },
] as const;

export type ScreenModule = (typeof SCREEN_ROUTES)[number]['module'];
