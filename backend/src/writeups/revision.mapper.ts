import type { Revision, RevisionSummary } from '@reviews/libs/contract';

import type { RevisionWithAuthor } from './writeup-revisions.repository';

export function toRevisionSummary({ revision, author }: RevisionWithAuthor): RevisionSummary {
  return {
    _id: revision.id,
    created: revision.created.toISOString(),
    user: author ? { _id: author.id, username: author.username } : null,
    title: revision.fields.title,
  };
}

export function toRevisionResponse(row: RevisionWithAuthor): Revision {
  return { ...row.revision.fields, ...toRevisionSummary(row) };
}
