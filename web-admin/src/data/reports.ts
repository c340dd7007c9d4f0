import {
  dismissLogReports,
  dismissReports,
  listReports,
  setCommentVisibility,
  setLogVisibility,
} from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';
import type { ReportStatus } from '@reviews/libs/constants';
import type { Comment, LogEntry, ReportedComment, ReportedLogEntry, VisibilityRequest } from '@reviews/libs/contract';

import type { ReportDecision, ReportRecord } from '../data-provider';
import { expectData, type ResourceFactory } from './resource';

/** A member's review as the queue shows a comment: its text, its author, hidden or not. */
function entryAsComment(entry: LogEntry): Comment {
  return {
    _id: entry._id,
    content: entry.review ?? '(no review: a watch with no text)',
    contentHtml: entry.reviewHtml ?? '',
    user: entry.user,
    created: entry.created,
    replyTo: null,
    likes: entry.likes,
    spoiler: entry.spoiler,
    ...(entry.hidden ? { hidden: true } : {}),
  };
}

function toRecord(report: ReportedComment | ReportedLogEntry, dismissed: boolean): ReportRecord {
  const { writeup, count, reasons, details, lastReported } = report;
  const comment = report.kind === 'review' ? entryAsComment(report.entry) : report.comment;
  return { kind: report.kind, comment, writeup, count, reasons, details, lastReported, id: comment._id, dismissed };
}

/** A moderator's decision on a reported comment or review, answered as the updated report. */
async function decide(
  client: ApiClient,
  report: ReportRecord,
  decision: ReportDecision,
): Promise<ReportRecord> {
  const path = { id: report.id };
  const review = report.kind === 'review';
  if ('dismissed' in decision) {
    await expectData(review ? dismissLogReports(client, { path }) : dismissReports(client, { path }));
    return { ...report, dismissed: true };
  }
  const body: VisibilityRequest = { hidden: decision.hidden };
  const comment = review
    ? entryAsComment(await expectData(setLogVisibility(client, { path, body })))
    : await expectData(setCommentVisibility(client, { path, body }));
  // The server dismisses the reports of a comment it restores.
  return { ...report, comment, dismissed: decision.hidden ? report.dismissed : true };
}

/**
 * `reports`: the moderation queue, paged by the server, id = the comment's id, one view per
 * `filter.status` (reported, hidden, dismissed; reported when not given); an update hides or
 * restores the comment (`data.hidden`) or dismisses its reports (`data.dismissed`).
 */
export const reports: ResourceFactory = (client) => ({
  async getList(_resource, { filter = {}, pagination, signal }) {
    const status: ReportStatus = filter.status ?? 'reported';
    const query = { status, page: pagination?.page ?? 1 };
    const response = await expectData(listReports(client, { query }, { signal }));
    const data = response.reports.map((report) => toRecord(report, status === 'dismissed'));
    return { data, total: response.totalMatched };
  },
  async update(_resource, { data, previousData }) {
    return { data: await decide(client, previousData as ReportRecord, data as ReportDecision) };
  },
});
