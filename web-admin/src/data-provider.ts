import { createApiClient, type ApiClient, type ApiResult } from '@reviews/libs/api-client';
import type { MediaPurpose, ReportStatus, WriteupType } from '@reviews/libs/constants';
import type {
  Announcement,
  AnnouncementRequest,
  AnnouncementsResponse,
  AutofillCandidate,
  ChangeUserRequest,
  Comment,
  DraftsResponse,
  ListingResponse,
  MediaResponse,
  OkResponse,
  ReportedComment,
  ReportsResponse,
  Revision,
  RevisionsResponse,
  RevisionSummary,
  SaveWriteupRequest,
  SiteConfig,
  User,
  UsersResponse,
  UserWriteupsResponse,
  VisibilityRequest,
  Writeup,
  WriteupCard,
} from '@reviews/libs/contract';
import { uploadMedia, type MediaUploadOptions } from '@reviews/libs/media-upload';
import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type Identifier,
  type UpdateParams,
} from 'react-admin';

import { inMemoryPage } from './lib/in-memory-page';
import { listingSort, writeupSortValue } from './lib/writeup-sorts';

/**
 * The console's resources, each backed by the calls of spec §7:
 * - `drafts`: the caller's drafts (root: everyone's), or their scheduled writeups with
 *   `filter.status = 'scheduled'`; the server answers them whole, sorted and paged here;
 * - `writeups`: every writeup, filtered by {@link WriteupFilter} (cards, not whole writeups);
 *   one writeup to read, create (by type), save (PATCH) or delete;
 * - `users`: root's paged user list and its changes (`data.change`);
 * - `announcements`: the paged announcements, newest first, and a new one;
 * - `reports`: the moderation queue, paged by the server, id = the comment's id, one view per
 *   `filter.status` (reported, hidden, dismissed; reported when not given); an update hides or
 *   restores the comment (`data.hidden`) or dismisses its reports (`data.dismissed`);
 * - `autofill`: title candidates for `filter.type` and `filter.search`, id = imdbID;
 * - `title-info`: the writeup fields of one candidate for `meta.type`, id = imdbID;
 * - `config`: the site's configuration (any id);
 * - `revisions`: the revisions of `filter.writeupId` (list) or `meta.writeupId` (one).
 */
export const RESOURCES = {
  drafts: 'drafts',
  writeups: 'writeups',
  users: 'users',
  announcements: 'announcements',
  reports: 'reports',
  autofill: 'autofill',
  titleInfo: 'title-info',
  config: 'config',
  revisions: 'revisions',
} as const;

export type WriteupRecord = Writeup & { id: string };
export type DraftRecord = DraftsResponse['writeups'][number] & { id: string };
export type DraftStatus = DraftRecord['status'];
/** A row of the writeups list: what a listing carries (product.md §7). */
export type WriteupCardRecord = WriteupCard & { id: string };
export type UserRecord = User & { id: string };
export type AnnouncementRecord = Announcement & { id: string };
export type CandidateRecord = AutofillCandidate & { id: string };
export type TitleInfoRecord = Partial<Writeup> & { id: string };
export type ConfigRecord = SiteConfig & { id: string };
/** A reported comment; `dismissed` when its reports are (a restore dismisses them too). */
export type ReportRecord = ReportedComment & { id: string; dismissed?: boolean };
/** What an update of a report asks: hide or restore its comment, or dismiss its reports. */
export type ReportDecision = VisibilityRequest | { dismissed: true };
export type RevisionSummaryRecord = RevisionSummary & { id: string };
export type RevisionRecord = Revision & { id: string };

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

export type ConsoleDataProvider = DataProvider & {
  /** Not a resource: the auth provider's question "who is signed in?" (spec §7 whoami). */
  whoami(): Promise<User | null>;
  /** Not a resource: root e-mails a user a password-reset link (product.md §8). */
  sendPasswordReset(id: Identifier): Promise<void>;
  /** Not a resource either: an image sent to POST /api/media, with its upload progress. */
  uploadMedia(file: Blob, purpose: MediaPurpose, options?: MediaUploadOptions): Promise<MediaResponse>;
  /** product.md §10: a revision saved as the writeup, answered like a save. */
  restoreRevision(writeupId: string, revisionId: string): Promise<WriteupRecord>;
};

/** A review or an article, as the delete route and every message name it (spec §7, §8). */
export function writeupKind(type: WriteupType): 'review' | 'article' {
  return type === 'article' ? 'article' : 'review';
}

/** The PATCH body: the writeup as the server accepts it, without react-admin's and the list's extras. */
export function toSaveRequest(record: Record<string, unknown>): SaveWriteupRequest {
  const { id: _id, admin: _admin, rank: _rank, status: _status, ...request } = record;
  return request as unknown as SaveWriteupRequest;
}

/** The data of a successful call; a failed one becomes the HttpError react-admin expects. */
function dataOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new HttpError(result.error.message, result.status, result.error);
}

const expect = async <T>(pending: Promise<ApiResult<T>>): Promise<T> => dataOf(await pending);

function withId<T extends { _id: string }>(entity: T): T & { id: string } {
  return { ...entity, id: entity._id };
}

async function unsupported(action: string, resource: string): Promise<never> {
  throw new Error(`The console cannot ${action} ${resource}`);
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

function matchesFilter(writeup: WriteupCard, { type, author, q }: WriteupFilter): boolean {
  if (type && writeup.type !== type) return false;
  if (author && writeup.admin.username.toLowerCase() !== author.trim().toLowerCase()) return false;
  return !q || writeup.title.toLowerCase().includes(q.trim().toLowerCase());
}

export function createDataProvider(client: ApiClient = createApiClient()): ConsoleDataProvider {
  async function drafts(status: DraftStatus, signal?: AbortSignal): Promise<DraftRecord[]> {
    const { writeups } = await expect(client.get<DraftsResponse>('/api/writeup/drafts', { signal }));
    return writeups.filter((writeup) => writeup.status === status).map(withId);
  }

  /** An author's published and scheduled writeups; none for an unknown username. */
  async function authorsWriteups(username: string, signal?: AbortSignal): Promise<WriteupCardRecord[]> {
    const path = `/api/writeup/user/${segment(username.trim())}`;
    const result = await client.get<UserWriteupsResponse>(path, { signal });
    if (!result.ok && result.status === 404) return [];
    return dataOf(result).writeups.map(withId);
  }

  async function listWriteups({ filter = {}, pagination, sort, signal }: GetListParams) {
    const writeupFilter = filter as WriteupFilter;
    if (writeupFilter.status || writeupFilter.author?.trim()) {
      const records = writeupFilter.status
        ? await drafts(writeupFilter.status, signal)
        : await authorsWriteups(writeupFilter.author!, signal);
      const matching = records.filter((writeup) => matchesFilter(writeup, writeupFilter));
      return inMemoryPage<WriteupCardRecord>(matching, { pagination, sort }, writeupSortValue);
    }
    const query = {
      search: writeupFilter.q?.trim() || undefined,
      filter: writeupFilter.type ? { type: writeupFilter.type } : undefined,
      sort: listingSort(sort),
      page: pagination?.page ?? 1,
    };
    const response = await expect(client.get<ListingResponse>('/api/writeup/listings', { query, signal }));
    return { data: response.writeups.map(withId), total: response.totalMatched };
  }

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const { filter = {}, pagination, sort, signal } = params;
    const page = pagination?.page ?? 1;
    switch (resource) {
      case RESOURCES.drafts:
        return inMemoryPage(
          await drafts(filter.status ?? 'draft', signal),
          { pagination, sort },
          writeupSortValue,
        );
      case RESOURCES.writeups:
        return listWriteups(params);
      case RESOURCES.users: {
        const response = await expect(
          client.get<UsersResponse>('/api/user/all', { query: { page }, signal }),
        );
        return { data: response.users.map(withId), total: response.totalMatched };
      }
      case RESOURCES.announcements: {
        const query = { page, limit: pagination?.perPage };
        const response = await expect(
          client.get<AnnouncementsResponse>('/api/announcement', { query, signal }),
        );
        return { data: response.announcements.map(withId), total: response.totalMatched };
      }
      case RESOURCES.reports: {
        const status: ReportStatus = filter.status ?? 'reported';
        const response = await expect(
          client.get<ReportsResponse>('/api/comment/reports', { query: { status, page }, signal }),
        );
        const data = response.reports.map((report): ReportRecord => ({
          ...report,
          id: report.comment._id,
          dismissed: status === 'dismissed',
        }));
        return { data, total: response.totalMatched };
      }
      case RESOURCES.revisions: {
        const path = `/api/writeup/${segment(filter.writeupId)}/revisions`;
        const { revisions } = await expect(client.get<RevisionsResponse>(path, { signal }));
        return { data: revisions.map(withId), total: revisions.length };
      }
      case RESOURCES.autofill: {
        const query = { type: filter.type, search: filter.search };
        const candidates = await expect(
          client.get<AutofillCandidate[]>('/api/autofill/searchAutofill', { query, signal }),
        );
        const data = candidates.map((candidate) => ({ ...candidate, id: candidate.imdbID }));
        return { data, total: data.length };
      }
      default:
        return unsupported('list', resource);
    }
  }

  async function getOne(resource: string, { id, meta, signal }: GetOneParams) {
    if (resource === RESOURCES.writeups) {
      return {
        data: withId(await expect(client.get<Writeup>(`/api/writeup/fetch/${segment(id)}`, { signal }))),
      };
    }
    if (resource === RESOURCES.titleInfo) {
      const query = { type: meta?.type, imdbID: id };
      const fields = await expect(
        client.get<Partial<Writeup>>('/api/autofill/getTitleInfo', { query, signal }),
      );
      return { data: { ...fields, id: String(id) } };
    }
    if (resource === RESOURCES.config) {
      const config = await expect(client.get<SiteConfig>('/api/config', { signal }));
      return { data: { ...config, id: String(id) } };
    }
    if (resource === RESOURCES.revisions) {
      const path = `/api/writeup/${segment(meta?.writeupId)}/revisions/${segment(id)}`;
      return { data: withId(await expect(client.get<Revision>(path, { signal }))) };
    }
    return unsupported('read', resource);
  }

  /** A moderator's decision on a reported comment, answered as the updated report. */
  async function decideReport(report: ReportRecord, decision: ReportDecision): Promise<ReportRecord> {
    const path = `/api/comment/${segment(report.id)}`;
    if ('dismissed' in decision) {
      await expect(client.delete(`${path}/reports`));
      return { ...report, dismissed: true };
    }
    const body: VisibilityRequest = { hidden: decision.hidden };
    const comment = await expect(client.patch<Comment>(`${path}/visibility`, body));
    // The server dismisses the reports of a comment it restores.
    return { ...report, comment, dismissed: decision.hidden ? report.dismissed : true };
  }

  async function update(resource: string, { id, data, previousData }: UpdateParams) {
    if (resource === RESOURCES.writeups) {
      return { data: withId(await expect(client.patch<Writeup>('/api/writeup/', toSaveRequest(data)))) };
    }
    if (resource === RESOURCES.users) {
      const body: ChangeUserRequest = { change: data.change as ChangeUserRequest['change'] };
      return { data: withId(await expect(client.patch<User>(`/api/user/${segment(id)}`, body))) };
    }
    if (resource === RESOURCES.reports) {
      return { data: await decideReport(previousData as ReportRecord, data as ReportDecision) };
    }
    return unsupported('update', resource);
  }

  return {
    getList,

    getOne,

    async getMany(resource, { ids, meta, signal }) {
      const records = await Promise.all(ids.map((id) => getOne(resource, { id, meta, signal })));
      return { data: records.map((record) => record.data) };
    },

    getManyReference: (resource) => unsupported('list references of', resource),

    async create(resource, { data }) {
      if (resource === RESOURCES.writeups) {
        const { _id } = await expect(client.post<{ _id: string }>('/api/writeup/', { type: data.type }));
        // react-admin caches what create answers as the record itself: answer the whole new draft.
        return getOne(resource, { id: _id });
      }
      if (resource === RESOURCES.announcements) {
        const body: AnnouncementRequest = { title: data.title, content: data.content };
        return { data: withId(await expect(client.post<Announcement>('/api/announcement/', body))) };
      }
      return unsupported('create', resource);
    },

    update,

    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, { id, data, previousData: undefined })));
      return { data: ids };
    },

    async delete(resource, { id, previousData }) {
      const writeup = previousData as Partial<Writeup> | undefined;
      if (resource !== RESOURCES.writeups || !writeup?.type) return unsupported('delete', resource);
      await expect(client.delete(`/api/${writeupKind(writeup.type)}/${segment(id)}`));
      return { data: previousData! };
    },

    deleteMany: (resource) => unsupported('delete several', resource),

    whoami: () => expect(client.get<User | null>('/api/whoami')),

    async sendPasswordReset(id) {
      await expect(client.post<OkResponse>(`/api/user/${segment(id)}/password-reset`));
    },
    uploadMedia: (file, purpose, options) => expect(uploadMedia(file, purpose, options)),
    async restoreRevision(writeupId, revisionId) {
      const path = `/api/writeup/${segment(writeupId)}/revisions/${segment(revisionId)}/restore`;
      return withId(await expect(client.post<Writeup>(path, {})));
    },
  } as ConsoleDataProvider;
}

export const dataProvider = createDataProvider();
