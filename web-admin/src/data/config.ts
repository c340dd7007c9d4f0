import { getSiteConfig } from '@reviews/libs/api';

import { expectData, type ResourceFactory } from './resource';

/** `config`: the site's configuration (any id). */
export const config: ResourceFactory = (client) => ({
  async getOne(_resource, { id, signal }) {
    const siteConfig = await expectData(getSiteConfig(client, {}, { signal }));
    return { data: { ...siteConfig, id: String(id) } };
  },
});
