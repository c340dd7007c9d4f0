/**
 * The names public answers are filed under in shared caches (the Surrogate-Key header) and that
 * writes purge. An answer lists every key whose data it shows; a write purges exactly the keys
 * of the data it changed, so a comment on one writeup leaves the listings cached.
 */
export const SurrogateKeys = {
  /** Every answer that lists or counts writeups: listings, search, leaderboard, profiles' lists. */
  writeups: 'writeups',
  /** Answers that list accounts: search suggestions and results. */
  users: 'users',
  /** Roundups: they list what a member commented on. */
  roundups: 'roundups',
  announcements: 'announcements',
  stats: 'stats',
  /** Server-rendered pages and documents (heads, feed, sitemap): built from writeups and users. */
  pages: 'pages',
  /** What the site tells both frontends about itself (from its configuration). */
  settings: 'settings',
  /** The detail read of one writeup. */
  writeup: (id: string): string => `writeup:${id}`,
  /** The comments of one writeup. */
  comments: (writeupId: string): string => `comments:${writeupId}`,
  /** Every answer showing this account's name, avatar or role. */
  user: (id: string): string => `user:${id}`,
  /**
   * Answers showing more accounts than their Surrogate-Key can name (a crowded comment thread):
   * filed under this one key instead, which every account change purges.
   */
  crowd: 'crowd',
  /** Answers addressed by a username (profile, a member's writeups and roundup). */
  username: (name: string): string => `username:${name.toLowerCase()}`,
  /**
   * A member's public watchlist (GET /api/user/:username/watchlist), filed under the name it is
   * read by: purged by watchlist changes and by its owner's preferences (users/).
   */
  watchlist: (username: string): string => `watchlist:${username.toLowerCase()}`,
} as const;

/**
 * The longest a Surrogate-Key or purge header may be: well under Varnish's 8 KB limit on a
 * header line (http_resp_hdr_len, http_req_hdr_len), whatever the data.
 */
export const KEY_HEADER_MAX_LENGTH = 4_000;
/** `user:<uuid>` keys an answer may name, at 42 bytes each with its space. */
const NAMED_ACCOUNTS_MAX = 64;

/** The keys of the accounts an answer shows: one per account, or `crowd` past the bound. */
export function accountsShownKeys(accountIds: string[]): string[] {
  const unique = [...new Set(accountIds)];
  return unique.length > NAMED_ACCOUNTS_MAX ? [SurrogateKeys.crowd] : unique.map(SurrogateKeys.user);
}

/** Keys split into space-separated header values of at most KEY_HEADER_MAX_LENGTH each. */
export function keyHeaderValues(keys: string[]): string[] {
  const values: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > KEY_HEADER_MAX_LENGTH) {
      values.push(current);
      current = key;
    } else {
      current = current ? `${current} ${key}` : key;
    }
  }
  if (current) values.push(current);
  return values;
}
