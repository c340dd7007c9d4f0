import { getDiscussedWriteups } from '@reviews/libs/api';
import { DISCUSSED } from '@reviews/libs/constants';

import { expectData, withId, type ResourceFactory } from './resource';

/**
 * `discussed`: the published writeups with the most comments in the last `filter.days` (a week
 * unless given), most first, as many as a page asks for (within the server's limit).
 */
export const discussed: ResourceFactory = (client) => ({
  async getList(_resource, { filter = {}, pagination, signal }) {
    const days: number = filter.days ?? DISCUSSED.days.default;
    const limit = Math.min(pagination?.perPage ?? DISCUSSED.limit.default, DISCUSSED.limit.max);
    const response = await expectData(getDiscussedWriteups(client, { query: { days, limit } }, { signal }));
    return { data: response.writeups.map(withId), total: response.writeups.length };
  },
});
