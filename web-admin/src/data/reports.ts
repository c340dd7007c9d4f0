import { dismissReports, listReports, setCommentVisibility } from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';
import type { ReportStatus } from '@reviews/libs/constants';
import type { VisibilityRequest } from '@reviews/libs/contract';

import type { ReportDecision, ReportRecord } from '../data-provider';
import { expectData, type ResourceFactory } from './resource';

/** A moderator's decision on a reported comment, answered as the updated report. */
async function decide(
  client: ApiClient,
  report: ReportRecord,
  decision: ReportDecision,
): Promise<ReportRecord> {
  const path = { id: report.id };
  if ('dismissed' in decision) {
    await expectData(dismissReports(client, { path }));
    return { ...report, dismissed: true };
  }
  const body: VisibilityRequest = { hidden: decision.hidden };
  const comment = await expectData(setCommentVisibility(client, { path, body }));
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
    const data = response.reports.map((report): ReportRecord => ({
      ...report,
      id: report.comment._id,
      dismissed: status === 'dismissed',
    }));
    return { data, total: response.totalMatched };
  },
  async update(_resource, { data, previousData }) {
    return { data: await decide(client, previousData as ReportRecord, data as ReportDecision) };
  },
});
