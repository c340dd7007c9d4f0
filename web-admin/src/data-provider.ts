import { whoami } from '@reviews/libs/api';
import { createApiClient, type ApiClient } from '@reviews/libs/api-client';
import type { MediaPurpose } from '@reviews/libs/constants';
import type {
  Announcement,
  AutofillCandidate,
  DiscussedWriteup,
  DraftsResponse,
  MediaResponse,
  NewsletterStatsResponse,
  ReportedComment,
  Revision,
  RevisionSummary,
  SiteConfig,
  User,
  VisibilityRequest,
  Writeup,
  WriteupCard,
  WriteupPreview,
} from '@reviews/libs/contract';
import { uploadMedia, type MediaUploadOptions } from '@reviews/libs/media-upload';
import type { DataProvider, Identifier } from 'react-admin';

import { announcements } from './data/announcements';
import { autofill, titleInfo } from './data/autofill';
import { config } from './data/config';
import { discussed } from './data/discussed';
import { newsletter } from './data/newsletter';
import { previews } from './data/previews';
import { reports } from './data/reports';
import { expectData, type ResourceFactory, type ResourceProvider } from './data/resource';
import { restoreRevision, revisions } from './data/revisions';
import { sendPasswordReset, users } from './data/users';
import { draftsResource, unscheduleWriteup, writeupsResource } from './data/writeups';

export { toSaveRequest } from './data/writeups';

/**
 * The console's resources, each a module of data/ over the generated API client (libs/src/api).
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
  discussed: 'discussed',
  previews: 'previews',
  newsletter: 'newsletter',
} as const;

export type WriteupRecord = Writeup & { id: string };
export type DraftRecord = DraftsResponse['writeups'][number] & { id: string };
export type DraftStatus = DraftRecord['status'];
/** A row of the writeups list: what a listing carries (product.md §7). */
export type WriteupCardRecord = WriteupCard & { id: string };
/** A published writeup's card with its comments of the window asked for. */
export type DiscussedRecord = DiscussedWriteup & { id: string };
export type UserRecord = User & { id: string };
export type AnnouncementRecord = Announcement & { id: string };
export type CandidateRecord = AutofillCandidate & { id: string };
export type TitleInfoRecord = Partial<Writeup> & { id: string };
export type ConfigRecord = SiteConfig & { id: string };
/**
 * A reported comment, or a member's review (product.md §15: `kind`, its entry shown as a comment
 * with the review as its text); `dismissed` when its reports are (a restore dismisses them too).
 */
export type ReportRecord = Omit<ReportedComment, 'kind'> & {
  kind: 'comment' | 'review';
  id: string;
  dismissed?: boolean;
};
/** What an update of a report asks: hide or restore its comment, or dismiss its reports. */
export type ReportDecision = VisibilityRequest | { dismissed: true };
export type RevisionSummaryRecord = RevisionSummary & { id: string };
export type RevisionRecord = Revision & { id: string };
export type PreviewRecord = WriteupPreview & { id: string };
export type NewsletterStatsRecord = NewsletterStatsResponse & { id: string };

export type ConsoleDataProvider = DataProvider & {
  /** Not a resource: the auth provider's question "who is signed in?" (spec §7 whoami). */
  whoami(): Promise<User | null>;
  /** Not a resource: root e-mails a user a password-reset link (product.md §8). */
  sendPasswordReset(id: Identifier): Promise<void>;
  /** Not a resource either: an uploaded image, with its upload progress. */
  uploadMedia(file: Blob, purpose: MediaPurpose, options?: MediaUploadOptions): Promise<MediaResponse>;
  /** product.md §10: a revision saved as the writeup, answered like a save. */
  restoreRevision(writeupId: string, revisionId: string): Promise<WriteupRecord>;
  /** A scheduled writeup back to a draft, answered like a save. */
  unscheduleWriteup(id: string): Promise<WriteupRecord>;
};

/** Each resource's module, by name. */
const MODULES: Record<string, ResourceFactory> = {
  [RESOURCES.drafts]: draftsResource,
  [RESOURCES.writeups]: writeupsResource,
  [RESOURCES.users]: users,
  [RESOURCES.announcements]: announcements,
  [RESOURCES.reports]: reports,
  [RESOURCES.autofill]: autofill,
  [RESOURCES.titleInfo]: titleInfo,
  [RESOURCES.config]: config,
  [RESOURCES.revisions]: revisions,
  [RESOURCES.discussed]: discussed,
  [RESOURCES.previews]: previews,
  [RESOURCES.newsletter]: newsletter,
};

async function unsupported(action: string, resource: string): Promise<never> {
  throw new Error(`The console cannot ${action} ${resource}`);
}

export function createDataProvider(client: ApiClient = createApiClient()): ConsoleDataProvider {
  const modules = new Map(Object.entries(MODULES).map(([name, create]) => [name, create(client)]));
  /** The resource's handler of an action, or a refusal naming both. */
  function handler<A extends keyof ResourceProvider>(resource: string, action: A, verb: string) {
    const found = modules.get(resource)?.[action];
    if (!found) return (() => unsupported(verb, resource)) as unknown as NonNullable<ResourceProvider[A]>;
    return found;
  }

  const provider: ConsoleDataProvider = {
    getList: (resource, params) => handler(resource, 'getList', 'list')(resource, params),
    getOne: (resource, params) => handler(resource, 'getOne', 'read')(resource, params),
    async getMany(resource, { ids, meta, signal }) {
      const records = await Promise.all(ids.map((id) => provider.getOne(resource, { id, meta, signal })));
      return { data: records.map((record) => record.data) };
    },
    getManyReference: (resource) => unsupported('list references of', resource),
    create: (resource, params) => handler(resource, 'create', 'create')(resource, params),
    update: (resource, params) => handler(resource, 'update', 'update')(resource, params),
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => provider.update(resource, { id, data, previousData: undefined })));
      return { data: ids };
    },
    delete: (resource, params) => handler(resource, 'delete', 'delete')(resource, params),
    deleteMany: (resource) => unsupported('delete several', resource),
    whoami: () => expectData(whoami(client, {})),
    sendPasswordReset: (id) => sendPasswordReset(client, id),
    uploadMedia: (file, purpose, options) => expectData(uploadMedia(file, purpose, options)),
    restoreRevision: (writeupId, revisionId) => restoreRevision(client, writeupId, revisionId),
    unscheduleWriteup: (id) => unscheduleWriteup(client, id),
  } as ConsoleDataProvider;
  return provider;
}

export const dataProvider = createDataProvider();
