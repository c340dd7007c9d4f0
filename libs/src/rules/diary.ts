import { DIARY } from '../constants.js';
import type { LogEntry } from '../contract/index.js';
import { titleWithSeason } from './display.js';
import { type Actor, isAdministrator } from './policies.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today as a diary day (YYYY-MM-DD in UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * product.md §15: why `watchedOn` cannot be a diary day, or null when it can: a real calendar day
 * written YYYY-MM-DD, not before 1888-01-01 and not after today (UTC).
 */
export function watchedOnProblem(value: string, now: Date = new Date()): string | null {
  const match = DAY.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || todayUtc(date) !== value) {
    return 'watchedOn must be a date written YYYY-MM-DD';
  }
  if (value < DIARY.earliestWatchedOn) return `watchedOn cannot be before ${DIARY.earliestWatchedOn}`;
  if (value > todayUtc(now)) return 'watchedOn cannot be in the future';
  return null;
}

/** product.md §15: only its author edits an entry. */
export function canEditLog(user: Actor, entry: { user: { _id: string } }): boolean {
  return user !== null && user !== undefined && user._id === entry.user._id;
}

/** product.md §15: its author and root delete an entry. */
export function canDeleteLog(user: Actor, entry: { user: { _id: string } }): boolean {
  return canEditLog(user, entry) || user?.type === 'root';
}

/** product.md §15: a hidden entry shows to nobody but its author and moderators. */
export function canSeeLog(user: Actor, entry: { hidden?: boolean; user: { _id: string } }): boolean {
  return !entry.hidden || canEditLog(user, entry) || canModerateLogs(user);
}

/** Moderators (admins and root) hide, restore and see entries as they do comments. */
export function canModerateLogs(user: Actor): boolean {
  return isAdministrator(user);
}

/** The start of a review for a row or a card: markdown left as written, cut at a word. */
export function reviewExcerpt(review: string, max: number = DIARY.excerpt): string {
  const flat = review.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The title of an entry's page, the same in its served head and once scripts run:
 * "popcorn-pete's review of Dune" or "popcorn-pete rewatched Dune".
 */
export function logTitle(entry: Pick<LogEntry, 'writeup' | 'user' | 'review' | 'rewatch'>): string {
  const title = titleWithSeason(entry.writeup);
  const { username } = entry.user;
  if (entry.review !== null) return `${username}'s review of ${title}`;
  return `${username} ${entry.rewatch ? 'rewatched' : 'watched'} ${title}`;
}
