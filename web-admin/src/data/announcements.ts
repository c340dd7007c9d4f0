import { createAnnouncement, listAnnouncements } from '@reviews/libs/api';
import type { AnnouncementRequest } from '@reviews/libs/contract';

import { expectData, withId, type ResourceFactory } from './resource';

/** `announcements`: the paged announcements, newest first, and a new one. */
export const announcements: ResourceFactory = (client) => ({
  async getList(_resource, { pagination, signal }) {
    const query = { page: pagination?.page ?? 1, limit: pagination?.perPage };
    const response = await expectData(listAnnouncements(client, { query }, { signal }));
    return { data: response.announcements.map(withId), total: response.totalMatched };
  },
  async create(_resource, { data }) {
    const body: AnnouncementRequest = { title: data.title, content: data.content };
    return { data: withId(await expectData(createAnnouncement(client, { body }))) };
  },
});
