import {
  createWriteup,
  deleteArticle,
  deleteReview,
  fetchWriteup,
  getListings,
  getUserWriteups,
  listDrafts,
  saveWriteup,
} from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';
import type { WriteupType } from '@reviews/libs/constants';
import type { Writeup, WriteupCard } from '@reviews/libs/contract';
import type { GetListParams, Identifier } from 'react-admin';

import type { DraftRecord, DraftStatus, WriteupCardRecord } from '../data-provider';
import { inMemoryPage } from '../lib/in-memory-page';
import { listingSort, writeupSortValue } from '../lib/writeup-sorts';
import { dataOf, expectData, withId, type ResourceFactory } from './resource';

/**
 * The writeups list's filters. Without a status it lists what the listings show administrators
 * (published and scheduled writeups, paged by the server); `draft` and `scheduled` list those
 * the caller may edit. `author` is a username, `q` searches titles.
 */
interface WriteupFilter {
  status?: DraftStatus;
  type?: WriteupType;
  author?: string;
  q?: string;
}

/** A review or an article, as the delete route and every message name it (spec §7, §8). */
export function writeupKind(type: WriteupType): 'review' | 'article' {
  return type === 'article' ? 'article' : 'review';
}

/** The PATCH body: the writeup as the server accepts it, without react-admin's and the list's extras. */
export function toSaveRequest(record: Record<string, unknown>) {
  const { id: _id, admin: _admin, rank: _rank, status: _status, ...request } = record;
  return request as unknown as Parameters<typeof saveWriteup>[1]['body'];
}

function matchesFilter(writeup: WriteupCard, { type, author, q }: WriteupFilter): boolean {
  if (type && writeup.type !== type) return false;
  if (author && writeup.admin.username.toLowerCase() !== author.trim().toLowerCase()) return false;
  return !q || writeup.title.toLowerCase().includes(q.trim().toLowerCase());
}

async function drafts(client: ApiClient, status: DraftStatus, signal?: AbortSignal): Promise<DraftRecord[]> {
  const { writeups } = await expectData(listDrafts(client, {}, { signal }));
  return writeups.filter((writeup) => writeup.status === status).map(withId);
}

/** An author's published and scheduled writeups; none for an unknown username. */
async function authorsWriteups(client: ApiClient, username: string, signal?: AbortSignal) {
  const result = await getUserWriteups(client, { path: { username: username.trim() } }, { signal });
  if (!result.ok && result.status === 404) return [];
  return dataOf(result).writeups.map(withId) as WriteupCardRecord[];
}

async function listWriteups(client: ApiClient, { filter = {}, pagination, sort, signal }: GetListParams) {
  const writeupFilter = filter as WriteupFilter;
  if (writeupFilter.status || writeupFilter.author?.trim()) {
    const records = writeupFilter.status
      ? await drafts(client, writeupFilter.status, signal)
      : await authorsWriteups(client, writeupFilter.author!, signal);
    const matching = records.filter((writeup) => matchesFilter(writeup, writeupFilter));
    return inMemoryPage<WriteupCardRecord>(matching, { pagination, sort }, writeupSortValue);
  }
  const query = {
    search: writeupFilter.q?.trim() || undefined,
    filter: writeupFilter.type ? { type: writeupFilter.type } : undefined,
    sort: listingSort(sort),
    page: pagination?.page ?? 1,
  };
  const response = await expectData(getListings(client, { query }, { signal }));
  return { data: response.writeups.map(withId), total: response.totalMatched };
}

async function getWriteup(client: ApiClient, id: Identifier, signal?: AbortSignal) {
  return { data: withId(await expectData(fetchWriteup(client, { path: { id: String(id) } }, { signal }))) };
}

/**
 * `drafts`: the caller's drafts (root: everyone's), or their scheduled writeups with
 * `filter.status = 'scheduled'`; the server answers them whole, sorted and paged here.
 */
export const draftsResource: ResourceFactory = (client) => ({
  async getList(_resource, { filter = {}, pagination, sort, signal }) {
    const records = await drafts(client, filter.status ?? 'draft', signal);
    return inMemoryPage(records, { pagination, sort }, writeupSortValue);
  },
});

/**
 * `writeups`: every writeup, filtered by {@link WriteupFilter} (cards, not whole writeups);
 * one writeup to read, create (by type), save (PATCH) or delete.
 */
export const writeupsResource: ResourceFactory = (client) => ({
  getList: (_resource, params) => listWriteups(client, params),
  getOne: (_resource, { id, signal }) => getWriteup(client, id, signal),
  async create(_resource, { data }) {
    const { _id } = await expectData(createWriteup(client, { body: { type: data.type } }));
    // react-admin caches what create answers as the record itself: answer the whole new draft.
    return getWriteup(client, _id);
  },
  async update(_resource, { data }) {
    const body = toSaveRequest(data);
    return { data: withId(await expectData(saveWriteup(client, { body }))) };
  },
  async delete(resource, { id, previousData }) {
    const writeup = previousData as Partial<Writeup> | undefined;
    if (!writeup?.type) throw new Error(`The console cannot delete ${resource}`);
    const remove = writeupKind(writeup.type) === 'article' ? deleteArticle : deleteReview;
    await expectData(remove(client, { path: { id: String(id) } }));
    return { data: previousData! };
  },
});
