import type { Writeup } from '@reviews/libs/contract';

import { SurrogateKeys } from '../http-cache/surrogate-keys';

/** The keys of the detail read (GET /api/writeup/?filter=) and of any page that carries its answer. */
export function writeupReadKeys(writeup: Writeup): string[] {
  return [
    SurrogateKeys.writeup(writeup._id),
    SurrogateKeys.user(writeup.admin._id),
    // A rank depends on every other writeup's rating.
    ...(writeup.rank === undefined ? [] : [SurrogateKeys.writeups]),
  ];
}

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
