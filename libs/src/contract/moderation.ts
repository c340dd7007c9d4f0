import type { ApiSchema } from './api-schema.js';

/** The fields of a writeup that a save stores and a revision keeps: a revision's own, less its summary's but the title. */
export type RevisionFields = Pick<Revision, 'title' | Exclude<keyof Revision, keyof RevisionSummary>>;

/** Who saved a revision; null once that account was deleted. */
export type RevisionAuthor = ApiSchema<'RevisionAuthorDto'>;

/** How a revision was written: by the editor's autosave, or by a person's save, publish or restore. */
export const REVISION_KINDS = ['autosave', 'manual'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** What the save made of the writeup (product.md §5 "Visibility"). */
export const REVISION_STATES = ['draft', 'scheduled', 'published'] as const;
export type RevisionState = (typeof REVISION_STATES)[number];

/** An entry of GET /api/writeup/{id}/revisions. */
export type RevisionSummary = ApiSchema<'RevisionSummaryDto'>;

export type RevisionsResponse = ApiSchema<'RevisionsDto'>;

/** GET /api/writeup/{id}/revisions/{revisionId}: the summary plus every stored field. */
export type Revision = ApiSchema<'RevisionDto'>;

export type ReportRequest = ApiSchema<'ReportCommentDto'>;

export type VisibilityRequest = ApiSchema<'CommentVisibilityDto'>;

/** One member's report: their reason and the comment's text as it was when they reported it. */
export type ReportDetail = ApiSchema<'ReportDetailDto'>;

/**
 * A comment as a moderator sees it in the queue, with the writeup it is on. In the `reported`
 * view the counts and reasons are those of its open reports; in `hidden` and `dismissed`, of all
 * its reports (a comment hidden without a report has none, and `lastReported` null).
 */
export type ReportedComment = ApiSchema<'ReportedCommentDto'>;

export type ReportsResponse = ApiSchema<'ReportsPageDto'>;

/** GET /api/me/reports?writeup={id}: the comments on that writeup I have reported (private). */
export type MyReportsResponse = ApiSchema<'MyReportsDto'>;
