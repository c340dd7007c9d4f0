import { previewWriteup } from '@reviews/libs/api';

import { expectData, type ResourceFactory } from './resource';

/** `previews`: one writeup as its preview shows it (drafts too), with the card its link shares. */
export const previews: ResourceFactory = (client) => ({
  async getOne(_resource, { id, signal }) {
    const preview = await expectData(previewWriteup(client, { path: { id: String(id) } }, { signal }));
    return { data: { ...preview, id: preview.writeup._id } };
  },
});
