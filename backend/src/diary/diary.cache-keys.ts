import { accountsShownKeys, SurrogateKeys } from '../http-cache/surrogate-keys';

// product.md §15: a log, an edit, a deletion or a moderator's hide purges its writeup's reviews,
// the member's diary and the entry's own read; never the listings. Likes purge nothing.

/** The members' reviews of one writeup (GET /api/writeup/:id/reviews). */
export function reviewsKey(writeupId: string): string {
  return `reviews:${writeupId}`;
}

/** A member's diary (GET /api/user/:username/diary), filed under the name it is read by. */
export function diaryKey(username: string): string {
  return `diary:${username.toLowerCase()}`;
}

/** One entry (GET /api/log/:id). */
export function logKey(id: string): string {
  return `log:${id}`;
}

/** What a change of one entry purges. */
export function logChangeKeys(entry: { id: string; writeupId: string }, username: string): string[] {
  return [reviewsKey(entry.writeupId), diaryKey(username), logKey(entry.id)];
}

/** A diary page: its entries, the cards' writeups, and its owner's name. */
export function diaryKeys(username: string): string[] {
  return [diaryKey(username), SurrogateKeys.writeups, SurrogateKeys.username(username)];
}

/** A writeup's reviews page: its reviews, its writeup, the accounts it shows. */
export function reviewsKeys(writeupId: string, memberIds: string[]): string[] {
  return [reviewsKey(writeupId), SurrogateKeys.writeup(writeupId), ...accountsShownKeys(memberIds)];
}

/** One entry's read: itself, its writeup and its member. */
export function logKeys(entry: { _id: string; writeup: { _id: string }; user: { _id: string } }): string[] {
  return [logKey(entry._id), SurrogateKeys.writeup(entry.writeup._id), SurrogateKeys.user(entry.user._id)];
}
