export const ROLES = ['user', 'admin', 'root'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that count as administrators (spec §6). */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'root'];

export const WRITEUP_TYPES = ['movie', 'series', 'article'] as const;
export type WriteupType = (typeof WRITEUP_TYPES)[number];
export const REVIEW_TYPES = ['movie', 'series'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_SORTS = [
  'new',
  'old',
  'high',
  'low',
  'release',
  'release-reverse',
  'alphabetical',
  'alphabetical-reverse',
] as const;
export const ARTICLE_SORTS = ['new', 'old', 'alphabetical', 'alphabetical-reverse'] as const;
export type SortOption = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  new: 'Published',
  old: 'Oldest',
  high: 'High Score',
  low: 'Low Score',
  release: 'Release',
  'release-reverse': 'Release (oldest)',
  alphabetical: 'A-Z',
  'alphabetical-reverse': 'Z-A',
};

export const LEADERBOARD_TYPES = ['movie', 'series', 'all'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];
/** The critics' board (the writeups' own ratings) or the members' (audience scores, product.md §13). */
export const LEADERBOARD_BY = ['critics', 'audience'] as const;
export type LeaderboardBy = (typeof LEADERBOARD_BY)[number];

/**
 * The moderation queue's views: comments with open reports (the default), hidden comments, and
 * visible comments whose reports a moderator dismissed (or that were restored after a hide).
 */
export const REPORT_STATUSES = ['reported', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Spec §8 and product.md §8: sentences the server answers and the forms show before sending. */
export const FORM_MESSAGES = {
  fillOutAllFields: 'Please fill out all fields',
  fillInAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid e-mail address',
  incorrectCredentials: 'Incorrect email or password',
  invalidResetLink: 'This reset link is invalid or has expired',
  invalidVerifyLink: 'This verification link is invalid or has expired',
  invalidCancelLink: 'This cancellation link is invalid or has expired',
} as const;

export const LIMITS = {
  favorite: 55,
  watching: 55,
  bio: 300,
  comment: 300,
  announcementTitle: 40,
  announcementContent: 300,
  genres: 3,
  tags: 3,
  collections: 5,
  releaseYearLength: 4,
  ratingMin: 0,
  ratingMax: 100,
  /** Minutes; the longest films run a few thousand. */
  runtimeMax: 99_999,
  seasonMax: 999,
  usernameMin: 3,
  usernameMax: 24,
  passwordMin: 8,
  passwordMax: 200,
  /** RFC 5321's longest address. */
  emailMax: 254,
  searchMin: 3,
  /** Free-text writeup fields (title, headline, director, ...). */
  shortText: 200,
  url: 2048,
  content: 100_000,
  notes: 10_000,
  scheduleMaxDays: 366,
  reportReason: 300,
  /** Revisions kept per writeup: the oldest beyond this go when a save adds one. */
  revisionsKept: 100,
  /** Ids of each kind one GET /api/me/likes may ask about (a page of cards, a long thread). */
  likesAsked: 200,
  /** Writeup ids one GET /api/me/ratings or /api/me/watchlist may ask about (a page of cards). */
  filmLifeAsked: 200,
  /** Usernames one GET /api/me/follows may ask about. */
  followsAsked: 100,
  /** Notification ids one POST /api/notifications/read may name. */
  notificationsMarked: 100,
} as const;

/** The likers a gathered like notification names (the rest are counted in actorCount). */
export const NOTIFICATION_ACTORS_SHOWN = 5;

/**
 * product.md §13: a member's audience score of a movie or series, 10 to 100 in steps of 10 (shown
 * as five stars with halves: 10 is half a star); the mean shows from `shownFrom` ratings.
 */
export const AUDIENCE_SCORE = { min: 10, max: 100, step: 10, shownFrom: 3 } as const;

/** product.md §13: the daily mail of unread notifications, off unless the member asks. */
export const EMAIL_DIGESTS = ['off', 'daily'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** The two views of a member's watchlist (`GET /api/watchlist?watched=`). */
export const WATCHLIST_VIEWS = ['to-watch', 'watched'] as const;

/**
 * product.md §12: public answers may show a like count this many seconds old at most, so answers
 * that carry counts are kept by shared caches no longer (a like purges nothing).
 */
export const LIKE_COUNT_LAG_S = 60;

/** The reader site's orders of a writeup's comments; the first is the default (spec: oldest first). */
export const COMMENT_SORTS = ['oldest', 'newest', 'liked'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const COMMENT_SORT_LABELS: Record<CommentSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  liked: 'Most liked',
};

/** Links sent by e-mail (password reset, address verification), product.md §8. */
/** product.md §18. */
export const NEWSLETTER = {
  /** A confirmation link works this long. */
  confirmLifetimeDays: 7,
  /** At most one confirmation e-mail to an address in this many minutes, whoever asks. */
  confirmIntervalMinutes: 10,
  /** Subscribe requests per client address per hour. */
  subscribeRequestsPerClientPerHour: 10,
  /** Subscribers whose issue is queued in one statement. */
  batchSize: 500,
} as const;

/**
 * Reports of pages whose scripts could not take over the server's HTML (product.md §14): how
 * much of one is kept, and how many are taken per client and logged per instance a minute.
 */
export const HYDRATION_ERRORS = {
  messageMax: 1000,
  pathMax: 2000,
  perClientPerMinute: 10,
  loggedPerMinute: 60,
} as const;

export const ACCOUNT_LINKS = {
  lifetimeMinutes: 60,
  /**
   * At most one e-mail of a kind to an address in this many minutes, whoever asks: a flood of
   * requests sends no flood of mail, and nobody can use up the owner's next reset e-mail.
   */
  mailIntervalMinutes: 10,
  /**
   * The signed-in owner's own "send again" (verification link, new address): once this many
   * seconds have passed since the last link mail to that address; sooner is a 429 with Retry-After.
   */
  ownerResendSeconds: 60,
  /** Reset requests per client address per hour. */
  resetRequestsPerClientPerHour: 10,
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const PAGE_SIZES = {
  listing: 20,
  leaderboard: 20,
  search: 10,
  searchSuggestions: 5,
  announcements: 10,
  users: 20,
  reports: 20,
  drafts: 20,
  watchlist: 20,
  follows: 20,
  feed: 20,
  notifications: 20,
  profileComments: 10,
} as const;

/** GET /api/writeup/discussed: the window in days and how many writeups it answers. */
export const DISCUSSED = {
  days: { min: 1, max: 30, default: 7 },
  limit: { min: 1, max: 20, default: 8 },
} as const;

/** How many cards each "read next" row of a writeup page shows. */
export const RELATED_LIMITS = { moreByAuthor: 4, related: 4 } as const;
/** Posters stacked on a collection's card. */
export const COLLECTION_POSTER_STACK = 3;
/** The longest excerpt of a comment on its author's profile (characters). */
export const COMMENT_EXCERPT_MAX = 140;
/** The stats page names at most this many of the reviews tied for best or worst rated. */
export const STATS_TIES_SHOWN = 5;

export const ALERT_DISMISS_MS = 4500;
export const TOOLTIP_FADE_MS = 250;
export const TOOLTIP_LEAVE_DELAY_MS = 40;
export const AVATAR_SIZES = { small: 144, large: 256 } as const;
export const THUMBNAIL = { width: 40, height: 60 } as const;

export const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const ARCHIVE_START = { year: 2021, month: 1 } as const;

/**
 * product.md §7: the cookie the server sets to `1` beside the session cookie of staff (admin,
 * root), and clears for everyone else. It grants nothing (every call checks the session); it only
 * tells the shared cache (deploy/varnish/default.vcl) to pass that person's requests to the app.
 */
export const STAFF_MARKER_COOKIE = 'staff';

/**
 * product.md §14: the cookie the server sets to `1` beside every member's session cookie (at
 * sign-in, and again with each page load's personal call) and clears at sign-out. Unlike the
 * session cookie, scripts can read it: a page without it is a visitor's and asks no personal call
 * at all. It grants nothing (every call checks the session).
 */
export const SIGNED_IN_MARKER_COOKIE = 'signed_in';

export const STORE_NAMES = {
  user: 'user-store',
  theme: 'theme-preference-store',
  /** The welcome after sign-up, until dismissed (issue 29). */
  welcome: 'welcome-store',
} as const;

export type CollectionIcon =
  | 'star'
  | 'mountains'
  | 'architect'
  | 'calendar'
  | 'snowflake'
  | 'not-a-moon'
  | 'award'
  | 'ticket'
  | 'flower'
  | 'city'
  | 'gem';

export interface Collection {
  title: string;
  description: string;
  slug: string;
  /** The tag keyword stored in a writeup's `collections`. */
  search: string;
  icon: CollectionIcon;
}

export const DEFAULT_FAVORITES_NAME = 'staff';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The eleven fixed collections of spec §3; `{name}-favorites` depends on FAVORITES_NAME. */
export function buildCollections(favoritesName: string = DEFAULT_FAVORITES_NAME): Collection[] {
  const name = favoritesName.toLowerCase();
  return [
    {
      slug: 'must-watch',
      search: 'must-watch',
      icon: 'star',
      title: 'Must Watch',
      description: 'The films and shows everyone should see at least once.',
    },
    {
      slug: 'best-of-the-2020s',
      search: 'best-of-2020s',
      icon: 'mountains',
      title: 'Best of the 2020s',
      description: 'The standouts of the decade so far.',
    },
    {
      slug: `${name}-favorites`,
      search: `${name}favorite`,
      icon: 'architect',
      title: `${capitalise(name)} Favorites`,
      description: `Personal favourites of the ${name}.`,
    },
    {
      slug: 'anniversaries',
      search: 'anniversary',
      icon: 'calendar',
      title: 'Anniversaries',
      description: 'Looking back at classics on their big birthdays.',
    },
    {
      slug: 'reviewmas',
      search: 'reviewmas',
      icon: 'snowflake',
      title: 'Reviewmas',
      description: 'Our December marathon of holiday reviews.',
    },
    {
      slug: 'sci-fi',
      search: 'best-sci-fi',
      icon: 'not-a-moon',
      title: 'Sci-Fi',
      description: 'The best science fiction on screen.',
    },
    {
      slug: 'special-reviews',
      search: 'special',
      icon: 'award',
      title: 'Special Reviews',
      description: 'Long-form deep dives and one-off specials.',
    },
    {
      slug: 'theater-reviews',
      search: 'theater',
      icon: 'ticket',
      title: 'Theater Reviews',
      description: 'Seen on the big screen, reviewed fresh.',
    },
    {
      slug: 'spring-24-movie-nights',
      search: 'sp24',
      icon: 'flower',
      title: "Spring '24 Movie Nights",
      description: 'What we watched together in spring 2024.',
    },
    {
      slug: 'redwood-city-specials',
      search: 'redwood',
      icon: 'city',
      title: 'Redwood City Specials',
      description: 'Screenings and picks from Redwood City.',
    },
    {
      slug: 'hidden-gems',
      search: 'hidden-gem',
      icon: 'gem',
      title: 'Hidden Gems',
      description: 'Overlooked titles that deserve an audience.',
    },
  ];
}

export const COLLECTIONS: readonly Collection[] = buildCollections();

/** product.md §9: what an upload is for; members may upload only an avatar. */
export const MEDIA_PURPOSES = ['poster', 'image', 'content', 'avatar'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];
export const MEDIA_LIMITS = {
  bytes: 15 * 1024 * 1024,
  pixels: 40_000_000,
  /** The longest side WebP can encode; also holds for every side of an upload. */
  side: 16_383,
  /** The longer side may be at most this many times the shorter. */
  aspectRatio: 50,
  avatarPixels: 25_000_000,
} as const;
/** product.md §9: what one person may upload in any 24 hours (a rolling window), by role. */
export const MEDIA_DAILY_QUOTAS: Readonly<Record<Role, { files: number; bytes: number }>> = {
  user: { files: 50, bytes: 200 * 1024 * 1024 },
  admin: { files: 500, bytes: 2 * 1024 * 1024 * 1024 },
  root: { files: 500, bytes: 2 * 1024 * 1024 * 1024 },
};
/** An upload nothing references this long after it was made is deleted. */
export const MEDIA_UNREFERENCED_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Variant widths (px); an image narrower than one gets its own width as the largest. */
export const MEDIA_WIDTHS = [160, 320, 640, 1280, 1920] as const;
/** Best first: a `<picture>` offers them in this order. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** Where the site serves its own media. */
export const MEDIA_PATH = '/media/';
/** The image types the server accepts, for a file picker's `accept` (the server checks the bytes). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * product.md §15: members' diary and reviews. `watchedOn` is a calendar day (YYYY-MM-DD, UTC) from
 * `earliestWatchedOn` (the first films) to today; a review is markdown of 1 to `review` characters.
 */
export const DIARY = {
  earliestWatchedOn: '1888-01-01',
  earliestYear: 1888,
  review: 5_000,
  /** Diary and reviews pages. */
  pageSize: 20,
  /** The members' reviews a review page shows (the most liked). */
  onReviewPage: 3,
  /** The characters of a review a diary row or a card shows. */
  excerpt: 200,
} as const;

/**
 * product.md §17: a member's data, in and out. An import takes a Letterboxd export (a zip) or one
 * of the files below, up to `maxBytes` and `maxRows` rows; a zip is read only as far as its entry
 * count and the unpacked size of the files read allow (zip bombs). `perAccountPerHour` imports
 * (dry runs too) per account.
 */
export const DATA_IMPORT = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  maxZipEntries: 10_000,
  maxUnzippedBytes: 64 * 1024 * 1024,
  perAccountPerHour: 10,
  files: ['diary.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv', 'reviews.csv'],
} as const;
export type ImportFileName = (typeof DATA_IMPORT.files)[number];

/** GET /api/writeup/{id}/reviews?sort=: the first is the default. */
export const MEMBER_REVIEW_SORTS = ['popular', 'recent'] as const;
export type MemberReviewSort = (typeof MEMBER_REVIEW_SORTS)[number];
// ---- Members' lists (product.md §16) ----

export const LIST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];
export const LIST_SORTS = ['popular', 'recent'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_LIMITS = {
  titleMin: 1,
  titleMax: 100,
  description: 2_000,
  entries: 500,
  note: 500,
  /** Entries each list of a paged answer carries (its posters). */
  preview: 5,
  pageSize: 20,
} as const;
