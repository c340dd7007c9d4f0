import type { Comment } from './community.js';
import type { ReportedLogEntry } from './diary.js';
import type { Paged, Writeup } from './writeup.js';

/** The fields of a writeup that a save stores and a revision keeps. */
export type RevisionFields = Pick<
  Writeup,
  | 'title'
  | 'headline'
  | 'mpaa'
  | 'director'
  | 'poster'
  | 'image'
  | 'content'
  | 'runtime'
  | 'season'
  | 'releaseYear'
  | 'genre'
  | 'tags'
  | 'collections'
  | 'rating'
> & { notes: string };

/** Who saved a revision; null once that account was deleted. */
export interface RevisionAuthor {
  _id: string;
  username: string;
}

/** How a revision was written: by the editor's autosave, or by a person's save, publish or restore. */
export const REVISION_KINDS = ['autosave', 'manual'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** What the save made of the writeup (product.md §5 "Visibility"). */
export const REVISION_STATES = ['draft', 'scheduled', 'published'] as const;
export type RevisionState = (typeof REVISION_STATES)[number];

/** An entry of GET /api/writeup/{id}/revisions. */
export interface RevisionSummary {
  _id: string;
  created: string;
  user: RevisionAuthor | null;
  title: string;
  kind: RevisionKind;
  state: RevisionState;
  /** Content words added and removed against the revision before it (all of them for the first). */
  wordsAdded: number;
  wordsRemoved: number;
}

export interface RevisionsResponse {
  revisions: RevisionSummary[];
}

/** GET /api/writeup/{id}/revisions/{revisionId}: the summary plus every stored field. */
export type Revision = RevisionSummary & RevisionFields;

export interface ReportRequest {
  reason: string;
}

export interface VisibilityRequest {
  hidden: boolean;
}

/** One member's report: their reason and the comment's text as it was when they reported it. */
export interface ReportDetail {
  reason: string;
  reportedContent: string;
  created: string;
}

/**
 * A comment as a moderator sees it in the queue, with the writeup it is on. In the `reported`
 * view the counts and reasons are those of its open reports; in `hidden` and `dismissed`, of all
 * its reports (a comment hidden without a report has none, and `lastReported` null).
 */
export interface ReportedComment {
  /** product.md §15: the queue holds comments and members' reviews (ReportedLogEntry). */
  kind: 'comment';
  comment: Comment;
  writeup: { _id: string; title: string; slug: string | null; type: Writeup['type'] };
  count: number;
  /** Newest first. */
  reasons: string[];
  /** The same reports, newest first, each with the text it was made against (the comment may have been edited since). */
  details: ReportDetail[];
  lastReported: string | null;
}

export interface ReportsResponse extends Paged {
  reports: (ReportedComment | ReportedLogEntry)[];
}

/** GET /api/me/reports?writeup={id}: the comments on that writeup I have reported (private). */
export interface MyReportsResponse {
  comments: string[];
}
