import { getRevision, listRevisions, restoreRevision as restoreRevisionOp } from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';

import type { WriteupRecord } from '../data-provider';
import { expectData, withId, type ResourceFactory } from './resource';

/** `revisions`: the revisions of `filter.writeupId` (list) or `meta.writeupId` (one). */
export const revisions: ResourceFactory = (client) => ({
  async getList(_resource, { filter = {}, signal }) {
    const path = { id: String(filter.writeupId) };
    const response = await expectData(listRevisions(client, { path }, { signal }));
    return { data: response.revisions.map(withId), total: response.revisions.length };
  },
  async getOne(_resource, { id, meta, signal }) {
    const path = { id: String(meta?.writeupId), revisionId: String(id) };
    return { data: withId(await expectData(getRevision(client, { path }, { signal }))) };
  },
});

/** product.md §10: a revision saved as the writeup, answered like a save. */
export async function restoreRevision(
  client: ApiClient,
  writeupId: string,
  revisionId: string,
): Promise<WriteupRecord> {
  const path = { id: writeupId, revisionId };
  return withId(await expectData(restoreRevisionOp(client, { path })));
}
