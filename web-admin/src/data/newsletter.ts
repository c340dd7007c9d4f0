import { getNewsletterStats } from '@reviews/libs/api';

import { expectData, type ResourceFactory } from './resource';

/** `newsletter`: root's subscriber counts (any id; product.md §18). */
export const newsletter: ResourceFactory = (client) => ({
  async getOne(_resource, { id, signal }) {
    const stats = await expectData(getNewsletterStats(client, {}, { signal }));
    return { data: { ...stats, id: String(id) } };
  },
});
