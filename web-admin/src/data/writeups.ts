import { writeupKind } from '@reviews/libs/rules';
import {
  createWriteup,
  deleteArticle,
  deleteReview,
  fetchWriteup,
  getListings,
  listDrafts,
  saveWriteup,
  unscheduleWriteup as unscheduleWriteupOp,
} from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';
import type { WriteupType } from '@reviews/libs/constants';
import type { Writeup } from '@reviews/libs/contract';
import type { GetListParams, Identifier } from 'react-admin';

import type { DraftStatus } from '../data-provider';
import { listingSort } from '../lib/writeup-sorts';
import { expectData, withId, type ResourceFactory } from './resource';

/**
 * The writeups list's filters. Without a status it lists what the listings show administrators
 * (published and scheduled writeups); `draft` and `scheduled` list those the caller may edit.
 * `author` is a username, `q` searches titles. The server filters, sorts and pages all of them.
 */
interface WriteupFilter {
  status?: DraftStatus;
  type?: WriteupType;
  author?: string;
  q?: string;
}

/** The PATCH body: the writeup as the server accepts it, without react-admin's and the list's extras. */
export function toSaveRequest(record: Record<string, unknown>) {
  // The stored HTML (product.md §14) is the server's own rendering of the markdown sent.
  const {
    id: _id,
    admin: _admin,
    rank: _rank,
    status: _status,
    contentHtml: _contentHtml,
    notesHtml: _notesHtml,
    ...request
  } = record;
  return request as unknown as Parameters<typeof saveWriteup>[1]['body'];
}

/** The query both list routes share: title search, listing sort and the page react-admin asks for. */
function pageQuery({ q }: WriteupFilter, { pagination, sort }: GetListParams) {
  return { search: q?.trim() || undefined, sort: listingSort(sort), page: pagination?.page ?? 1 };
}

/** One page of drafts or scheduled writeups the caller may edit. */
async function listDraftPage(client: ApiClient, status: DraftStatus, params: GetListParams) {
  const { type, author } = params.filter as WriteupFilter;
  const query = {
    ...pageQuery(params.filter as WriteupFilter, params),
    filter: { status, type, author: author?.trim() || undefined },
  };
  const response = await expectData(listDrafts(client, { query }, { signal: params.signal }));
  return { data: response.writeups.map(withId), total: response.totalMatched ?? response.writeups.length };
}

async function listWriteups(client: ApiClient, params: GetListParams) {
  const filter = params.filter as WriteupFilter;
  if (filter.status) return listDraftPage(client, filter.status, params);
  const listingFilter = { type: filter.type, author: filter.author?.trim() || undefined };
  const query = {
    ...pageQuery(filter, params),
    filter: listingFilter.type || listingFilter.author ? listingFilter : undefined,
  };
  const response = await expectData(getListings(client, { query }, { signal: params.signal }));
  return { data: response.writeups.map(withId), total: response.totalMatched };
}

async function getWriteup(client: ApiClient, id: Identifier, signal?: AbortSignal) {
  return { data: withId(await expectData(fetchWriteup(client, { path: { id: String(id) } }, { signal }))) };
}

/**
 * `drafts`: the caller's drafts (root: everyone's), or their scheduled writeups with
 * `filter.status = 'scheduled'`, a page at a time.
 */
export const draftsResource: ResourceFactory = (client) => ({
  getList: (_resource, params) => listDraftPage(client, params.filter?.status ?? 'draft', params),
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
  // `meta.keepalive`: a save sent as the editor is left, which must outlive the page.
  async update(_resource, { data, meta }) {
    const body = toSaveRequest(data);
    const options = { keepalive: meta?.keepalive === true };
    return { data: withId(await expectData(saveWriteup(client, { body }, options))) };
  },
  async delete(resource, { id, previousData }) {
    const writeup = previousData as Partial<Writeup> | undefined;
    if (!writeup?.type) throw new Error(`The console cannot delete ${resource}`);
    const remove = writeupKind(writeup.type) === 'article' ? deleteArticle : deleteReview;
    await expectData(remove(client, { path: { id: String(id) } }));
    return { data: previousData! };
  },
});

/** A scheduled writeup back to a draft, answered like a save. */
export async function unscheduleWriteup(client: ApiClient, id: string) {
  return withId(await expectData(unscheduleWriteupOp(client, { path: { id } })));
}
