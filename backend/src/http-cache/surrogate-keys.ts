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
  /** Answers addressed by a username (profile, a member's writeups and roundup). */
  username: (name: string): string => `username:${name.toLowerCase()}`,
} as const;

/** Purged when a writeup is published, edited or deleted (or reaches its scheduled time). */
export function writeupChangeKeys(writeupId: string): string[] {
  const { writeups, stats, pages, writeup, comments } = SurrogateKeys;
  return [writeup(writeupId), comments(writeupId), writeups, stats, pages];
}

/**
 * Purged after a save: a draft was never public (a writeup stays published once it is), so the
 * editor's saves and autosaves of drafts leave every shared answer alone.
 */
export function savedWriteupKeys(writeup: { _id: string; draft: boolean }): string[] {
  return writeup.draft ? [] : writeupChangeKeys(writeup._id);
}

/** Purged when a comment is added or removed on a writeup. */
export function commentCountKeys(writeupId: string): string[] {
  return [SurrogateKeys.comments(writeupId), SurrogateKeys.stats, SurrogateKeys.roundups];
}

/** What an account shows publicly, and where; authors' names also appear on writeups and pages. */
export interface AccountFacts {
  id: string;
  username: string;
  /** Wrote writeups or announcements (their cards, lists and pages show the name). */
  authored: boolean;
}

/** Purged when an account's name, avatar, profile or role changes, or the account goes. */
export function accountKeys(account: AccountFacts, newUsername?: string): string[] {
  const { user, username, users, writeups, announcements, pages } = SurrogateKeys;
  const keys = [user(account.id), username(account.username), users];
  if (newUsername !== undefined) keys.push(username(newUsername));
  if (account.authored) keys.push(writeups, announcements, pages);
  return keys;
}
