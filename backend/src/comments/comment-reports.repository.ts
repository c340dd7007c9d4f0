import { Injectable } from '@nestjs/common';
import type { ReportStatus } from '@reviews/libs/constants';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

import type { ReportTallyFields } from '../common/report-queue';
import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { type CommentRow, commentReports, comments, users, writeups } from '../database/schema';
import { AUTHOR_COLUMNS } from '../users/queries';
import type { CommentAuthor } from './comment.mapper';
import { reportedCommentIds } from './queries/my-thread';

export interface ReportTally extends ReportTallyFields {
  commentId: string;
}

export interface ReportedCommentRow {
  comment: CommentRow;
  author: CommentAuthor;
  writeup: { id: string; title: string; slug: string | null; type: 'movie' | 'series' | 'article' };
}

const open = isNull(commentReports.dismissed);
const reportCount = sql<number>`count(${commentReports.id})::int`;
const lastReported = sql`max(${commentReports.created})`.mapWith(commentReports.created);
const details = sql<{ reason: string; reportedContent: string; created: string }[]>`coalesce(
  json_agg(
    json_build_object(
      'reason', ${commentReports.reason},
      'reportedContent', ${commentReports.reportedContent},
      'created', ${commentReports.created}
    ) order by ${commentReports.created} desc
  ) filter (where ${commentReports.id} is not null),
  '[]'
)`;

/**
 * Each view of the queue: which comments it holds, which of their reports it counts, and its
 * order. `reported`: visible comments with open reports, counting those; `hidden`: every hidden
 * comment (with or without reports); `dismissed`: visible comments whose reports were all
 * dismissed, most recently dismissed first.
 */
const VIEWS: Record<ReportStatus, { comments: SQL | undefined; reports?: SQL; having?: SQL; order: SQL[] }> =
  {
    reported: {
      comments: and(eq(comments.hidden, false), isNotNull(commentReports.id)),
      reports: open,
      order: [desc(reportCount), desc(lastReported), desc(comments.id)],
    },
    hidden: {
      comments: eq(comments.hidden, true),
      order: [
        desc(reportCount),
        sql`${lastReported} desc nulls last`,
        desc(comments.created),
        desc(comments.id),
      ],
    },
    dismissed: {
      comments: and(eq(comments.hidden, false), isNotNull(commentReports.id)),
      having: sql`bool_and(${commentReports.dismissed} is not null)`,
      order: [desc(sql`max(${commentReports.dismissed})`), desc(comments.id)],
    },
  };

/** The reports a view counts, joined to their comment (left: a hidden comment may have none). */
function countedReports(status: ReportStatus): SQL | undefined {
  return and(eq(commentReports.commentId, comments.id), VIEWS[status].reports);
}

/** Reports of comments and the moderators' decisions on them. */
@Injectable()
export class CommentReportsRepository {
  /** A member's reports on a thread are asked on every view of it: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** False when this member had already reported the comment. */
  async insert(values: {
    commentId: string;
    userId: string;
    reason: string;
    reportedContent: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insert(commentReports)
      .values(values)
      .onConflictDoNothing({ target: [commentReports.commentId, commentReports.userId] })
      .returning({ id: commentReports.id });
    return inserted.length > 0;
  }

  /** How many comments a view of the queue holds. */
  async countQueue(status: ReportStatus): Promise<number> {
    const view = VIEWS[status];
    const held = this.db
      .select({ id: comments.id })
      .from(comments)
      .leftJoin(commentReports, countedReports(status))
      .where(view.comments)
      .groupBy(comments.id)
      .having(view.having)
      .as('held');
    const [row] = await this.db.select({ total: sql<number>`count(*)::int` }).from(held);
    return row.total;
  }

  /** One page of a view of the queue, in that view's order, with the reports it counts. */
  async queuePage(status: ReportStatus, offset: number, limit: number): Promise<ReportTally[]> {
    const view = VIEWS[status];
    const rows = await this.db
      .select({ commentId: comments.id, count: reportCount, details, lastReported })
      .from(comments)
      .leftJoin(commentReports, countedReports(status))
      .where(view.comments)
      .groupBy(comments.id)
      .having(view.having)
      .orderBy(...view.order)
      .offset(offset)
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      details: row.details.map((detail) => ({ ...detail, created: new Date(detail.created) })),
    }));
  }

  /** The comments of a queue page with their authors and writeups. */
  reportedComments(ids: string[]): Promise<ReportedCommentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comment: comments,
        author: AUTHOR_COLUMNS,
        writeup: { id: writeups.id, title: writeups.title, slug: writeups.slug, type: writeups.type },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(inArray(comments.id, ids));
  }

  /** The ids of the comments on this writeup that this member has reported. */
  async reportedBy(userId: string, writeupId: string): Promise<string[]> {
    const query = this.prepared.get('reported', () =>
      prepareOneRow(this.db, {
        ids: reportedCommentIds(sql.placeholder('userId'), sql.placeholder('writeupId')),
      }),
    );
    const [row] = await query.execute({ userId, writeupId });
    return row.ids;
  }

  async setHidden(commentId: string, hidden: boolean): Promise<CommentRow> {
    const [row] = await this.db
      .update(comments)
      .set({ hidden })
      .where(eq(comments.id, commentId))
      .returning();
    return row;
  }

  /** Dismisses a comment's open reports: it leaves the queue until someone reports it again. */
  async dismiss(commentId: string): Promise<void> {
    await this.db
      .update(commentReports)
      .set({ dismissed: sql`now()` })
      .where(and(eq(commentReports.commentId, commentId), open));
  }
}
