import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { PAGE_SIZES, type ReportStatus } from '@reviews/libs/constants';
import type {
  Comment,
  MyReportsResponse,
  ReportedComment,
  ReportedLogEntry,
  ReportsResponse,
} from '@reviews/libs/contract';
import { canReportComment, normalisePageParam, pageWindow } from '@reviews/libs/rules';
import { COMMENT_NOT_FOUND } from '../common/not-found-messages';
import { actorOf } from '../common/actor';
import { queuedReport } from '../common/report-queue';
import { DiaryService } from '../diary';
import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { toCommentResponse } from './comment.mapper';
import { CommentReportsRepository } from './comment-reports.repository';
import { commentCountKeys } from './comments.cache-keys';
import { CommentsRepository, type CommentWithAuthor } from './comments.repository';

interface Sortable {
  count: number;
  sortAt: number;
}
type Queued = (ReportedComment | ReportedLogEntry) & Sortable;

/** Two views of the queue, each in its own order, merged most reported (then latest) first. */
function mergeQueues<T extends Sortable>(a: T[], b: T[]): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA =
      j >= b.length ||
      (i < a.length &&
        (a[i].count > b[j].count || (a[i].count === b[j].count && a[i].sortAt >= b[j].sortAt)));
    merged.push(takeA ? a[i++] : b[j++]);
  }
  return merged;
}

/** Reports by members and the moderators' queue, hide, restore and dismiss (product.md §10). */
@Injectable()
export class CommentModerationService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly reports: CommentReportsRepository,
    private readonly diary: DiaryService,
  ) {}

  /** One report per member per comment, on a comment the member can see that is not their own. */
  async report(id: string, reason: string, user: UserRow): Promise<{ ok: true }> {
    const found = await this.find(id);
    const visible = await this.comments.writeupVisibleTo(found.comment.writeupId, user);
    if (found.comment.hidden || !visible) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (!canReportComment(actorOf(user), { user: { _id: found.author.id } })) {
      throw new BadRequestException('You cannot report your own comment');
    }
    const reportedContent = found.comment.content;
    if (!(await this.reports.insert({ commentId: id, userId: user.id, reason, reportedContent }))) {
      throw new ConflictException('You have already reported this comment');
    }
    return { ok: true };
  }

  /**
   * A view of the queue (product.md §10): reported (the default), hidden or dismissed comments,
   * and diary entries (§15) merged in, each list keeping its own order, the most reported first.
   */
  async queue(status: ReportStatus, pageParam: unknown): Promise<ReportsResponse> {
    const [commentTotal, reviewTotal] = await Promise.all([
      this.reports.countQueue(status),
      this.diary.countQueue(status),
    ]);
    const { offset, ...paging } = pageWindow(
      normalisePageParam(pageParam),
      commentTotal + reviewTotal,
      PAGE_SIZES.reports,
    );
    const end = offset + paging.pageSize;
    const [comments, reviews] = await Promise.all([
      this.commentQueueHead(status, end),
      this.diary.queueHead(status, end),
    ]);
    const reports = mergeQueues<Queued>(comments, reviews)
      .slice(offset, end)
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      .map(({ sortAt, ...report }) => report);
    return { reports, ...paging };
  }

  /** The first `limit` comments of a view of the queue, in its order. */
  private async commentQueueHead(
    status: ReportStatus,
    limit: number,
  ): Promise<(ReportedComment & Sortable)[]> {
    const tallies = await this.reports.queuePage(status, 0, limit);
    const rows = new Map(
      (await this.reports.reportedComments(tallies.map((tally) => tally.commentId))).map((row) => [
        row.comment.id,
        row,
      ]),
    );
    return tallies.flatMap((tally): (ReportedComment & Sortable)[] => {
      const row = rows.get(tally.commentId);
      // Deleted between the two reads: it has left the queue.
      if (!row) return [];
      return [
        {
          kind: 'comment',
          comment: toCommentResponse(row.comment, row.author),
          ...queuedReport(row.writeup, tally),
        },
      ];
    });
  }

  /** The comments on a writeup that this member has reported (their own view, never shared). */
  async reportedBy(user: UserRow, writeupId: string): Promise<MyReportsResponse> {
    return { comments: await this.reports.reportedBy(user.id, writeupId) };
  }

  /**
   * Hides a comment (it moves to the hidden view, its reports kept) or restores it: restoring is
   * the moderators' judgement that it may stay, so its reports are dismissed as by a dismiss.
   */
  async setVisibility(id: string, hidden: boolean, purge: PurgeKeys): Promise<Comment> {
    const found = await this.find(id);
    const row = await this.reports.setHidden(id, hidden);
    if (!hidden) await this.reports.dismiss(id);
    purge.add(commentCountKeys(found.comment.writeupId));
    return toCommentResponse(row, found.author);
  }

  /** Dismisses a comment's reports without hiding it: they stay, in the dismissed view. */
  async dismiss(id: string): Promise<{ ok: true }> {
    await this.find(id);
    await this.reports.dismiss(id);
    return { ok: true };
  }

  private async find(id: string): Promise<CommentWithAuthor> {
    const found = await this.comments.findById(id);
    if (!found) throw new NotFoundException(COMMENT_NOT_FOUND);
    return found;
  }
}
