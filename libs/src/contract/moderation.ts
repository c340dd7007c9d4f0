import type { Comment } from './community.js';
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

/** An entry of GET /api/writeup/{id}/revisions. */
export interface RevisionSummary {
  _id: string;
  created: string;
  user: RevisionAuthor | null;
  title: string;
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

/** A comment as a moderator sees it in the queue, with the writeup it is on. */
export interface ReportedComment {
  comment: Comment;
  writeup: { _id: string; title: string; slug: string | null; type: Writeup['type'] };
  count: number;
  /** Newest first. */
  reasons: string[];
  lastReported: string;
}

export interface ReportsResponse extends Paged {
  reports: ReportedComment[];
}
