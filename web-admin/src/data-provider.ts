import { createApiClient, type ApiClient, type ApiResult } from '@reviews/libs/api-client';
import type { MediaPurpose, WriteupType } from '@reviews/libs/constants';
import type {
  AutofillCandidate,
  ChangeUserRequest,
  Comment,
  DraftsResponse,
  OkResponse,
  MediaResponse,
  ReportedComment,
  ReportsResponse,
  Revision,
  RevisionsResponse,
  RevisionSummary,
  SaveWriteupRequest,
  SiteConfig,
  User,
  UsersResponse,
  Writeup,
} from '@reviews/libs/contract';
import { uploadMedia, type MediaUploadOptions } from '@reviews/libs/media-upload';
import { HttpError, type DataProvider, type GetOneParams, type Identifier } from 'react-admin';

/**
 * The console's resources, each backed by the calls of spec §7:
 * - `drafts`: the caller's drafts, or their scheduled writeups with `filter.status = 'scheduled'`;
 * - `writeups`: one writeup to read, create (by type), save (PATCH) or delete;
 * - `users`: root's paged user list and its changes (`data.change`);
 * - `autofill`: title candidates for `filter.type` and `filter.search`, id = imdbID;
 * - `title-info`: the writeup fields of one candidate for `meta.type`, id = imdbID;
 * - `config`: the site's configuration (any id);
 * - `reports`: the moderation queue, paged by the server, id = the comment's id;
 * - `revisions`: the revisions of `filter.writeupId` (list) or `meta.writeupId` (one).
 */
export const RESOURCES = {
  drafts: 'drafts',
  writeups: 'writeups',
  users: 'users',
  autofill: 'autofill',
  titleInfo: 'title-info',
  config: 'config',
  reports: 'reports',
  revisions: 'revisions',
} as const;

export type WriteupRecord = Writeup & { id: string };
export type DraftRecord = DraftsResponse['writeups'][number] & { id: string };
export type DraftStatus = DraftRecord['status'];
export type UserRecord = User & { id: string };
export type CandidateRecord = AutofillCandidate & { id: string };
export type TitleInfoRecord = Partial<Writeup> & { id: string };
export type ConfigRecord = SiteConfig & { id: string };
export type ReportRecord = ReportedComment & { id: string };
export type RevisionSummaryRecord = RevisionSummary & { id: string };
export type RevisionRecord = Revision & { id: string };
/** What `getList('users')` adds in `meta`: the server's own paging. */
export interface UsersPageMeta {
  page: number;
  totalPages: number;
  pageSize: number;
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
  /** Hides or restores a reported comment. */
  setCommentVisibility(commentId: string, hidden: boolean): Promise<Comment>;
  /** Clears a comment's reports without hiding it. */
  dismissReports(commentId: string): Promise<void>;
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
async function expect<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  throw new HttpError(result.error.message, result.status, result.error);
}

function withId<T extends { _id: string }>(entity: T): T & { id: string } {
  return { ...entity, id: entity._id };
}

async function unsupported(action: string, resource: string): Promise<never> {
  throw new Error(`The console cannot ${action} ${resource}`);
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export function createDataProvider(client: ApiClient = createApiClient()): ConsoleDataProvider {
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

  async function update(resource: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) {
    if (resource === RESOURCES.writeups) {
      return { data: withId(await expect(client.patch<Writeup>('/api/writeup/', toSaveRequest(data)))) };
    }
    if (resource === RESOURCES.users) {
      const body: ChangeUserRequest = { change: data.change as ChangeUserRequest['change'] };
      return { data: withId(await expect(client.patch<User>(`/api/user/${segment(id)}`, body))) };
    }
    return unsupported('update', resource);
  }

  return {
    async getList(resource, { filter = {}, pagination, signal }) {
      if (resource === RESOURCES.drafts) {
        const { writeups } = await expect(client.get<DraftsResponse>('/api/writeup/drafts', { signal }));
        const status: DraftStatus = filter.status ?? 'draft';
        const data = writeups.filter((writeup) => writeup.status === status).map(withId);
        return { data, total: data.length };
      }
      if (resource === RESOURCES.users) {
        const query = { page: pagination?.page ?? 1 };
        const response = await expect(client.get<UsersResponse>('/api/user/all', { query, signal }));
        const meta: UsersPageMeta = {
          page: response.page,
          totalPages: response.totalPages,
          pageSize: response.pageSize,
        };
        return { data: response.users.map(withId), total: response.totalMatched, meta };
      }
      if (resource === RESOURCES.reports) {
        const query = { page: pagination?.page ?? 1 };
        const response = await expect(client.get<ReportsResponse>('/api/comment/reports', { query, signal }));
        const data = response.reports.map((report) => ({ ...report, id: report.comment._id }));
        return { data, total: response.totalMatched };
      }
      if (resource === RESOURCES.revisions) {
        const path = `/api/writeup/${segment(filter.writeupId)}/revisions`;
        const { revisions } = await expect(client.get<RevisionsResponse>(path, { signal }));
        return { data: revisions.map(withId), total: revisions.length };
      }
      if (resource === RESOURCES.autofill) {
        const query = { type: filter.type, search: filter.search };
        const candidates = await expect(
          client.get<AutofillCandidate[]>('/api/autofill/searchAutofill', { query, signal }),
        );
        const data = candidates.map((candidate) => ({ ...candidate, id: candidate.imdbID }));
        return { data, total: data.length };
      }
      return unsupported('list', resource);
    },

    getOne,

    async getMany(resource, { ids, meta, signal }) {
      const records = await Promise.all(ids.map((id) => getOne(resource, { id, meta, signal })));
      return { data: records.map((record) => record.data) };
    },

    getManyReference: (resource) => unsupported('list references of', resource),

    async create(resource, { data }) {
      if (resource !== RESOURCES.writeups) return unsupported('create', resource);
      const { _id } = await expect(client.post<{ _id: string }>('/api/writeup/', { type: data.type }));
      // react-admin caches what create answers as the record itself: answer the whole new draft.
      return getOne(resource, { id: _id });
    },

    update,

    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, { id, data })));
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

    setCommentVisibility: (commentId, hidden) =>
      expect(client.patch<Comment>(`/api/comment/${segment(commentId)}/visibility`, { hidden })),

    async dismissReports(commentId) {
      await expect(client.delete(`/api/comment/${segment(commentId)}/reports`));
    },
  } as ConsoleDataProvider;
}

export const dataProvider = createDataProvider();
