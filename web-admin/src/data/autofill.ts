import { getTitleInfo, searchAutofill } from '@reviews/libs/api';

import { expectData, type ResourceFactory } from './resource';

/** `autofill`: title candidates for `filter.type` and `filter.search`, id = imdbID. */
export const autofill: ResourceFactory = (client) => ({
  async getList(_resource, { filter = {}, signal }) {
    const query = { type: filter.type, search: filter.search };
    const candidates = await expectData(searchAutofill(client, { query }, { signal }));
    const data = candidates.map((candidate) => ({ ...candidate, id: candidate.imdbID }));
    return { data, total: data.length };
  },
});

/** `title-info`: the writeup fields of one candidate for `meta.type`, id = imdbID. */
export const titleInfo: ResourceFactory = (client) => ({
  async getOne(_resource, { id, meta, signal }) {
    const query = { type: meta?.type, imdbID: id };
    const fields = await expectData(getTitleInfo(client, { query }, { signal }));
    return { data: { ...fields, id: String(id) } };
  },
});
