import { accountsShownKeys, SurrogateKeys } from '../http-cache/surrogate-keys';

/** A writeup's comment list: filed under its comments and the accounts it shows. */
export function commentListKeys(writeupId: string, authorIds: string[]): string[] {
  return [SurrogateKeys.comments(writeupId), ...accountsShownKeys(authorIds)];
}

/** Purged when a comment is edited: only its writeup's comments show it. */
export function commentEditKeys(writeupId: string): string[] {
  return [SurrogateKeys.comments(writeupId)];
}

/** Purged when a comment is added, removed, hidden or restored on a writeup: the counts change too. */
export function commentCountKeys(writeupId: string): string[] {
  return [SurrogateKeys.comments(writeupId), SurrogateKeys.stats, SurrogateKeys.roundups];
}
