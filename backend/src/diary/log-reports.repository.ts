import { Injectable } from '@nestjs/common';
import type { ReportStatus } from '@reviews/libs/constants';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

import type { ReportTallyFields } from '../common/report-queue';
import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { logEntries, logReports, writeups } from '../database/schema';

/** An entry's reports as a view of the queue counts them (as ReportTally of comments). */
export interface LogReportTally extends ReportTallyFields {
  logId: string;
}

const open = isNull(logReports.dismissed);
const reportCount = sql<number>`count(${logReports.id})::int`;
const lastReported = sql`max(${logReports.created})`.mapWith(logReports.created);
const details = sql<{ reason: string; reportedContent: string; created: string }[]>`coalesce(
  json_agg(
    json_build_object(
      'reason', ${logReports.reason},
      'reportedContent', ${logReports.reportedContent},
      'created', ${logReports.created}
    ) order by ${logReports.created} desc
  ) filter (where ${logReports.id} is not null),
  '[]'
)`;

/** The views of the queue, as those of comments (comment-reports.repository.ts). */
const VIEWS: Record<ReportStatus, { entries: SQL | undefined; reports?: SQL; having?: SQL; order: SQL[] }> = {
  reported: {
    entries: and(eq(logEntries.hidden, false), isNotNull(logReports.id)),
    reports: open,
    order: [desc(reportCount), desc(lastReported), desc(logEntries.id)],
  },
  hidden: {
    entries: eq(logEntries.hidden, true),
    order: [
      desc(reportCount),
      sql`${lastReported} desc nulls last`,
      desc(logEntries.created),
      desc(logEntries.id),
    ],
  },
  dismissed: {
    entries: and(eq(logEntries.hidden, false), isNotNull(logReports.id)),
    having: sql`bool_and(${logReports.dismissed} is not null)`,
    order: [desc(sql`max(${logReports.dismissed})`), desc(logEntries.id)],
  },
};

const countedReports = (status: ReportStatus): SQL | undefined =>
  and(eq(logReports.logId, logEntries.id), VIEWS[status].reports);

/** Reports of diary entries and the moderators' decisions on them (product.md §15). */
@Injectable()
export class LogReportsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** False when this member had already reported the entry. */
  async insert(values: {
    logId: string;
    userId: string;
    reason: string;
    reportedContent: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insert(logReports)
      .values(values)
      .onConflictDoNothing({ target: [logReports.logId, logReports.userId] })
      .returning({ id: logReports.id });
    return inserted.length > 0;
  }

  /** Entries on writeups that still exist; a draft's entries stay moderated. */
  async countQueue(status: ReportStatus): Promise<number> {
    const view = VIEWS[status];
    const held = this.db
      .select({ id: logEntries.id })
      .from(logEntries)
      .leftJoin(logReports, countedReports(status))
      .where(view.entries)
      .groupBy(logEntries.id)
      .having(view.having)
      .as('held');
    const [row] = await this.db.select({ total: sql<number>`count(*)::int` }).from(held);
    return row.total;
  }

  /** The first `limit` entries of a view of the queue, in its order. */
  async queueHead(status: ReportStatus, limit: number): Promise<LogReportTally[]> {
    if (limit <= 0) return [];
    const view = VIEWS[status];
    const rows = await this.db
      .select({ logId: logEntries.id, count: reportCount, details, lastReported })
      .from(logEntries)
      .leftJoin(logReports, countedReports(status))
      .where(view.entries)
      .groupBy(logEntries.id)
      .having(view.having)
      .orderBy(...view.order)
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      details: row.details.map((detail) => ({ ...detail, created: new Date(detail.created) })),
    }));
  }

  /** The writeups the entries are on (the queue links them). */
  async writeupsOf(logIds: string[]) {
    if (logIds.length === 0)
      return new Map<
        string,
        { id: string; title: string; slug: string | null; type: 'movie' | 'series' | 'article' }
      >();
    const rows = await this.db
      .select({
        logId: logEntries.id,
        id: writeups.id,
        title: writeups.title,
        slug: writeups.slug,
        type: writeups.type,
      })
      .from(logEntries)
      .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
      .where(inArray(logEntries.id, logIds));
    return new Map(rows.map(({ logId, ...writeup }) => [logId, writeup]));
  }

  /** Dismisses an entry's open reports: it leaves the queue until someone reports it again. */
  async dismiss(logId: string): Promise<void> {
    await this.db
      .update(logReports)
      .set({ dismissed: sql`now()` })
      .where(and(eq(logReports.logId, logId), open));
  }
}
