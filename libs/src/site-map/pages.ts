import { ARTICLE_SORTS, buildCollections, REVIEW_SORTS, type SortOption } from '../constants.js';
import type { Writeup } from '../contract/index.js';
import { normalisePageParam } from '../rules/pagination.js';
import type { WriteupKind } from '../rules/writeup-kind.js';
import {
  diaryQuery,
  HOME_LISTING,
  LATEST_ANNOUNCEMENT,
  leaderboardQuery,
  listingQuery,
  reads,
  writeupLookup,
  writeupPageReads,
  type ApiRead,
} from '../page-reads.js';

/** Who may open a page (the console's) or be offered it in the search overlay. */
export type PageAudience = 'all' | 'signedIn' | 'admin' | 'root' | 'signedOut';

/**
 * What shows a page: a screen of the reader site (web-public maps each to its component), or
 * `console` for the console's pages, which web-admin shows to those who may open them and the
 * reader site to everyone else.
 */
export type Screen =
  | 'home'
  | 'about'
  | 'privacy'
  | 'announcements'
  | 'leaderboard'
  | 'stats'
  | 'random'
  | 'collections'
  | 'collection'
  | 'collection-redirect'
  | 'listing'
  | 'search'
  | 'profile'
  | 'writeup'
  | 'writeup-preview'
  | 'roundup'
  | 'own-roundup'
  | 'watchlist'
  | 'diary'
  | 'reviews'
  | 'log'
  | 'auth'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'cancel-email-change'
  | 'me'
  | 'settings'
  | 'feed'
  | 'notifications'
  | 'unsubscribe'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'lists'
  | 'list'
  | 'member-lists'
  | 'console'
  | 'not-found';

/** The decoded values of a pattern's `:name` segments. */
export type PageParams = Readonly<Record<string, string>>;

export interface SitePage {
  /** The path as the routers write it: `:name` stands for one segment, `*` for any path. */
  pattern: string;
  screen: Screen;
  audience: PageAudience;
  /**
   * The page's own title (spec §2: page titles are '{title} - {site name}'); for a page about one
   * thing (a writeup, a member, a collection), made from that thing's name.
   */
  title: string | ((name: string) => string);
  /**
   * What the page is, for search engines and link previews (product.md §6), by the site's name and
   * the name of the thing it is about. Absent where stored data describes the page (a writeup, a
   * collection) and on the console's pages, which nobody outside sees.
   */
  description?: (siteName: string, name: string) => string;
  /**
   * Spec §2: the search overlay offers the page for these keywords (lower case), linking to `path`
   * (default the pattern) under `label` (default the title).
   */
  suggestion?: { keywords: readonly string[]; label?: string; path?: string };
  /** The API reads the page starts with (page-reads.ts), none for parameters that are not a page. */
  reads?: (params: PageParams, query: URLSearchParams, favoritesName: string) => ApiRead[];
  /**
   * The reads the page makes once those of `reads` are answered (a writeup's comments need its
   * id), from their answers in the same order (undefined where a read has none). The server makes
   * them before it renders the page, so that one render shows it whole.
   */
  thenReads?: (answers: readonly unknown[]) => ApiRead[];
}

/** Spec §2's three listings, by the first segment of their path. */
export const LISTING_KINDS = {
  movie: { type: 'movie', sorts: REVIEW_SORTS },
  series: { type: 'series', sorts: REVIEW_SORTS },
  articles: { type: 'article', sorts: ARTICLE_SORTS },
} as const;

export type ListingKind = keyof typeof LISTING_KINDS;

/** Where a sort is missing from a link, a listing opens with the newest first. */
export const DEFAULT_SORT: SortOption = 'new';

export function isSort(sort: string | undefined, sorts: readonly string[]): sort is SortOption {
  return sort !== undefined && sorts.includes(sort);
}

const sameName = (name: string) => name;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string | undefined): id is string => id !== undefined && UUID.test(id);

function listingPage(kind: ListingKind, title: string, holds: string, keywords: readonly string[]) {
  const { type, sorts } = LISTING_KINDS[kind];
  return {
    pattern: `/${kind}/:sort`,
    screen: 'listing',
    audience: 'all',
    title,
    description: (siteName: string) => `All ${holds} on ${siteName}.`,
    suggestion: { keywords, path: `/${kind}/${DEFAULT_SORT}` },
    reads: ({ sort }: PageParams, query: URLSearchParams) =>
      isSort(sort, sorts) ? [reads.listings(listingQuery({ type }, sort, query))] : [],
  } as const satisfies SitePage;
}

function writeupPage(kind: WriteupKind) {
  return {
    pattern: `/${kind}/:slug`,
    screen: 'writeup',
    audience: 'all',
    title: sameName,
    reads: ({ slug }: PageParams) => [reads.writeup(writeupLookup(slug, kind === 'article'))],
    thenReads: ([writeup]: readonly unknown[]) => (isWriteup(writeup) ? writeupPageReads(writeup) : []),
  } as const satisfies SitePage;
}

function isWriteup(answer: unknown): answer is Writeup {
  return typeof answer === 'object' && answer !== null && typeof (answer as Writeup)._id === 'string';
}

const PROFILE = {
  screen: 'profile',
  audience: 'all',
  title: sameName,
  description: (siteName: string, username: string) => `${username}'s profile on ${siteName}.`,
} as const;

/**
 * Every page of the site (spec §2, product.md §8 and §10), the reader site's and the console's:
 * the one table the routers, the server's page heads and first reads, the console gating and the
 * search overlay all read. In the order the search overlay offers them; no two patterns match the
 * same path, except `*`, last, which matches every path the others do not.
 */
export const SITE_PAGES = {
  home: {
    pattern: '/',
    screen: 'home',
    audience: 'all',
    title: 'Home',
    description: (siteName) => `Film and series reviews and articles on ${siteName}.`,
    suggestion: { keywords: ['home', 'start', 'recent', 'welcome'] },
    reads: () => [reads.listings(HOME_LISTING), reads.announcements(LATEST_ANNOUNCEMENT)],
  },
  movie: listingPage('movie', 'Movies', 'movie reviews', ['movies', 'films', 'cinema', 'reviews']),
  series: listingPage('series', 'Shows', 'series reviews', ['shows', 'series', 'television', 'tv shows']),
  articles: listingPage('articles', 'Articles', 'articles', ['articles', 'essays', 'news', 'blog']),
  collections: {
    pattern: '/collections',
    screen: 'collections',
    audience: 'all',
    title: 'Collections',
    description: () => 'Hand-picked collections of reviews.',
    suggestion: { keywords: ['collections', 'lists', 'must watch'] },
    reads: () => [reads.collectionSummaries()],
  },
  collection: {
    pattern: '/collection/:slug/:sort',
    screen: 'collection',
    audience: 'all',
    title: sameName,
    reads: ({ slug, sort }, query, favoritesName) => {
      const collection = buildCollections(favoritesName).find((candidate) => candidate.slug === slug);
      if (!collection || !isSort(sort, REVIEW_SORTS)) return [];
      return [reads.listings(listingQuery({ collections: collection.search }, sort, query))];
    },
  },
  /** Redirects to the collection's newest first. */
  collectionRedirect: {
    pattern: '/collection/:slug',
    screen: 'collection-redirect',
    audience: 'all',
    title: sameName,
  },
  leaderboard: {
    pattern: '/leaderboard',
    screen: 'leaderboard',
    audience: 'all',
    title: 'Leaderboard',
    description: () => 'The highest rated movies and shows.',
    suggestion: { keywords: ['leaderboard', 'top rated', 'best', 'ranking'] },
    reads: (_params, query) => [reads.leaderboard(leaderboardQuery(query))],
  },
  stats: {
    pattern: '/stats',
    screen: 'stats',
    audience: 'all',
    title: 'Stats',
    description: (siteName) => `Numbers about the reviews and articles on ${siteName}.`,
    suggestion: { keywords: ['stats', 'statistics', 'numbers', 'charts'] },
    reads: () => [reads.stats()],
  },
  /** Redirects to a review picked at random. */
  random: {
    pattern: '/random',
    screen: 'random',
    audience: 'all',
    title: 'Random review',
    description: () => 'A review picked at random.',
    suggestion: { keywords: ['random', 'surprise', 'lucky'] },
  },
  announcements: {
    pattern: '/announcements',
    screen: 'announcements',
    audience: 'all',
    title: 'Announcements',
    description: (siteName) => `News from the team of ${siteName}.`,
    suggestion: { keywords: ['announcements', 'news', 'updates'] },
  },
  search: {
    pattern: '/search',
    screen: 'search',
    audience: 'all',
    title: 'Search',
    description: (siteName) => `Search the reviews, articles and members of ${siteName}.`,
    suggestion: { keywords: ['search', 'find'] },
  },
  about: {
    pattern: '/about',
    screen: 'about',
    audience: 'all',
    title: 'About',
    description: (siteName) => `What ${siteName} is and who writes it.`,
    suggestion: { keywords: ['about', 'info', 'who'] },
  },
  privacy: {
    pattern: '/privacy',
    screen: 'privacy',
    audience: 'all',
    title: 'Privacy',
    description: (siteName) => `What ${siteName} stores about you, and how to delete it.`,
    suggestion: { keywords: ['privacy', 'policy', 'data', 'cookies'] },
  },
  login: {
    pattern: '/login',
    screen: 'auth',
    audience: 'signedOut',
    title: 'Login',
    description: (siteName) => `Sign in to ${siteName}.`,
    suggestion: { keywords: ['login', 'log in', 'sign in', 'signin'] },
  },
  /** Spec §2: the same form as login. */
  register: {
    pattern: '/register',
    screen: 'auth',
    audience: 'signedOut',
    title: 'Register',
    description: (siteName) => `Join ${siteName}.`,
    suggestion: { keywords: ['register', 'sign up', 'signup', 'join'] },
  },
  forgotPassword: {
    pattern: '/forgot-password',
    screen: 'forgot-password',
    audience: 'all',
    title: 'Forgot password',
    description: (siteName) => `Get a link to choose a new ${siteName} password.`,
  },
  resetPassword: {
    pattern: '/reset-password',
    screen: 'reset-password',
    audience: 'all',
    title: 'Reset password',
    description: (siteName) => `Choose a new ${siteName} password.`,
  },
  verifyEmail: {
    pattern: '/verify-email',
    screen: 'verify-email',
    audience: 'all',
    title: 'Confirm e-mail address',
    description: (siteName) => `Confirm your ${siteName} e-mail address.`,
  },
  cancelEmailChange: {
    pattern: '/cancel-email-change',
    screen: 'cancel-email-change',
    audience: 'all',
    title: 'Cancel e-mail change',
    description: (siteName) => `Keep the e-mail address of your ${siteName} account.`,
  },
  /** Redirects to the signed-in member's profile. */
  me: {
    pattern: '/me',
    screen: 'me',
    audience: 'signedIn',
    title: 'My profile',
    description: () => 'Your profile.',
    suggestion: { keywords: ['me', 'my profile', 'profile', 'account'] },
  },
  settings: {
    pattern: '/settings',
    screen: 'settings',
    audience: 'signedIn',
    title: 'Settings',
    description: () => 'Your profile and account settings.',
    suggestion: { keywords: ['settings', 'preferences', 'account', 'delete account'] },
  },
  /** product.md §13: what the members I follow did. */
  feed: {
    pattern: '/following',
    screen: 'feed',
    audience: 'signedIn',
    title: 'Following',
    description: () => 'What the members you follow did.',
    suggestion: { keywords: ['following', 'feed', 'follows', 'activity'] },
  },
  notifications: {
    pattern: '/notifications',
    screen: 'notifications',
    audience: 'signedIn',
    title: 'Notifications',
    description: () => 'Replies, likes, follows and new writeups by authors you follow.',
    suggestion: { keywords: ['notifications', 'replies', 'bell', 'alerts'] },
  },
  /** The daily digest e-mail's link: turns the digest off, signed out too. */
  unsubscribe: {
    pattern: '/unsubscribe',
    screen: 'unsubscribe',
    audience: 'all',
    title: 'Unsubscribe',
    description: (siteName) => `Stop the daily ${siteName} e-mail digest.`,
  },
  /** product.md §18: the newsletter's confirmation link (double opt-in). */
  newsletterConfirm: {
    pattern: '/newsletter/confirm',
    screen: 'newsletter-confirm',
    audience: 'all',
    title: 'Confirm your subscription',
    description: (siteName) => `Confirm your subscription to the ${siteName} newsletter.`,
  },
  /** product.md §18: every newsletter's unsubscribe link; signed out too. */
  newsletterUnsubscribe: {
    pattern: '/newsletter/unsubscribe',
    screen: 'newsletter-unsubscribe',
    audience: 'all',
    title: 'Unsubscribe from the newsletter',
    description: (siteName) => `Stop the ${siteName} newsletter.`,
  },
  /** Redirects to the signed-in member's roundup. */
  ownRoundup: {
    pattern: '/roundup',
    screen: 'own-roundup',
    audience: 'signedIn',
    title: 'Roundup',
    description: () => 'Your monthly roundup.',
    suggestion: { keywords: ['roundup', 'my roundup', 'monthly', 'archive'], label: 'My roundup' },
  },
  /** product.md §13: the signed-in member's watchlist, to watch and watched. */
  watchlist: {
    pattern: '/watchlist',
    screen: 'watchlist',
    audience: 'signedIn',
    title: 'Watchlist',
    description: () => 'The movies and series you mean to watch, and those you watched.',
    suggestion: { keywords: ['watchlist', 'to watch', 'watched', 'my list'] },
  },
  // ---- Members' lists (product.md §16) ----
  lists: {
    pattern: '/lists',
    screen: 'lists',
    audience: 'all',
    title: 'Lists',
    description: (siteName) => `Lists of films and series made by the members of ${siteName}.`,
    suggestion: { keywords: ['lists', 'members lists', 'top 10', 'ranked'] },
    reads: (_params, query) => {
      const page = normalisePageParam(query.get('page'));
      return [reads.lists({ sort: 'popular', page }), reads.lists({ sort: 'recent', page: 1 })];
    },
  },
  /** One list; an unlisted one is marked noindex, a private one shows to its owner only. */
  list: {
    pattern: '/list/:id',
    screen: 'list',
    audience: 'all',
    title: sameName,
    reads: ({ id }) => (isUuid(id) ? [reads.list(id)] : []),
  },
  profileLists: {
    pattern: '/profile/:username/lists',
    screen: 'member-lists',
    audience: 'all',
    title: (username) => `${username}'s lists`,
    description: (siteName, username) => `The lists ${username} made on ${siteName}.`,
    reads: ({ username }, query) => [reads.userLists(username, normalisePageParam(query.get('page')))],
  },
  profile: { pattern: '/profile/:username', ...PROFILE },
  user: { pattern: '/user/:username', ...PROFILE },
  review: writeupPage('review'),
  article: writeupPage('article'),
  /** product.md §15: a member's diary, by month, maybe of one year. */
  diary: {
    pattern: '/profile/:username/diary',
    screen: 'diary',
    audience: 'all',
    title: (username) => `${username}'s diary`,
    description: (siteName, username) => `What ${username} watched, and when, on ${siteName}.`,
    reads: ({ username }, query) => [reads.diary(username, diaryQuery(query))],
  },
  /** product.md §15: the members' reviews of a movie or series (its id comes with the writeup). */
  writeupReviews: {
    pattern: '/review/:slug/reviews',
    screen: 'reviews',
    audience: 'all',
    title: (name) => `Members' reviews of ${name}`,
    description: (siteName, name) => `What the members of ${siteName} thought of ${name}.`,
    reads: ({ slug }) => [reads.writeup(writeupLookup(slug, false))],
  },
  /** product.md §15: one diary entry, shareable (its head never holds a spoiler review). */
  log: {
    pattern: '/log/:id',
    screen: 'log',
    audience: 'all',
    title: sameName,
    reads: ({ id }) => [reads.log(id)],
  },
  /**
   * Issue 28: a writeup in the reader site's own page, drafts too, for its author and root (others
   * see the not-found page); the console's `/preview/{id}` shows it in a frame at phone and desktop
   * widths. Its data is the editor's read (private, never shared by a cache).
   */
  readerPreview: {
    pattern: '/reader-preview/:id',
    screen: 'writeup-preview',
    audience: 'admin',
    title: (name) => `Preview: ${name}`,
  },
  roundup: {
    pattern: '/roundup/:username',
    screen: 'roundup',
    audience: 'all',
    title: (username) => `${username}'s roundup`,
    description: (siteName, username) => `What ${username} wrote and discussed each month on ${siteName}.`,
  },
  /** The console's first page: the writer's drafts, what goes out next, what waits for moderation. */
  dashboard: { pattern: '/post', screen: 'console', audience: 'admin', title: 'Dashboard' },
  drafts: {
    pattern: '/post/review',
    screen: 'console',
    audience: 'admin',
    title: 'Drafts',
    suggestion: { keywords: ['post', 'write', 'drafts', 'new review', 'editor'], label: 'Post review' },
  },
  /** product.md §10's queue of reported comments. */
  moderation: { pattern: '/post/moderation', screen: 'console', audience: 'admin', title: 'Moderation' },
  /** The console's list of every writeup, published ones too. */
  consoleWriteups: { pattern: '/post/writeups', screen: 'console', audience: 'admin', title: 'Writeups' },
  consoleAnnouncements: {
    pattern: '/post/announcements',
    screen: 'console',
    audience: 'admin',
    title: 'Announcements',
  },
  edit: { pattern: '/edit/:id', screen: 'console', audience: 'admin', title: (name) => `Edit ${name}` },
  preview: {
    pattern: '/preview/:id',
    screen: 'console',
    audience: 'admin',
    title: (name) => `Preview: ${name}`,
  },
  root: {
    pattern: '/root',
    screen: 'console',
    audience: 'root',
    title: 'Hello there!',
    suggestion: { keywords: ['root', 'users', 'manage users', 'admin'], label: 'Root' },
  },
  notFound: {
    pattern: '*',
    screen: 'not-found',
    audience: 'all',
    title: '404',
    description: () => 'Oops! The droids you’re looking could not be found.',
  },
} as const satisfies Record<string, SitePage>;

export type PageKey = keyof typeof SITE_PAGES;
