import type { Revision, RevisionSummary } from '@reviews/libs/contract';
import { wordChanges } from '@reviews/libs/rules';

import type { RevisionWithAuthor } from './writeup-revisions.repository';

/** A revision as listed; its word changes count against `previous`, the revision saved before it. */
export function toRevisionSummary(
  { revision, author }: RevisionWithAuthor,
  previous: RevisionWithAuthor | undefined,
): RevisionSummary {
  const words = wordChanges(previous?.revision.fields.content ?? '', revision.fields.content);
  return {
    _id: revision.id,
    created: revision.created.toISOString(),
    user: author ? { _id: author.id, username: author.username } : null,
    title: revision.fields.title,
    kind: revision.kind,
    state: revision.state,
    wordsAdded: words.added,
    wordsRemoved: words.removed,
  };
}

/** Every revision of a writeup as listed, newest first as given. */
export function toRevisionSummaries(newestFirst: RevisionWithAuthor[]): RevisionSummary[] {
  return newestFirst.map((row, index) => toRevisionSummary(row, newestFirst[index + 1]));
}

export function toRevisionResponse(
  row: RevisionWithAuthor,
  previous: RevisionWithAuthor | undefined,
): Revision {
  return { ...row.revision.fields, ...toRevisionSummary(row, previous) };
}
