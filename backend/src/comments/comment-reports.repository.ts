import { Injectable } from '@nestjs/common';
import { countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { type CommentRow, commentReports, comments, users, writeups } from '../database/schema';
import type { CommentAuthor } from './comment-response';

export interface ReportTally {
  commentId: string;
  count: number;
  reasons: string[];
  lastReported: Date;
}

export interface ReportedCommentRow {
  comment: CommentRow;
  author: CommentAuthor;
  writeup: { id: string; title: string; slug: string | null; type: 'movie' | 'series' | 'article' };
}

const reportCount = sql<number>`count(*)::int`;
const lastReported = sql`max(${commentReports.created})`.mapWith(commentReports.created);

/** Reports of comments and the moderators' decisions on them. */
@Injectable()
export class CommentReportsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** False when this member had already reported the comment. */
  async insert(values: { commentId: string; userId: string; reason: string }): Promise<boolean> {
    const inserted = await this.db
      .insert(commentReports)
      .values(values)
      .onConflictDoNothing({ target: [commentReports.commentId, commentReports.userId] })
      .returning({ id: commentReports.id });
    return inserted.length > 0;
  }

  /** How many visible comments have reports: the length of the queue. */
  async countQueue(): Promise<number> {
    const [row] = await this.db
      .select({ total: countDistinct(commentReports.commentId) })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(eq(comments.hidden, false));
    return row.total;
  }

  /** One page of the queue: visible reported comments, most reported first, then newest report. */
  queuePage(offset: number, limit: number): Promise<ReportTally[]> {
    return this.db
      .select({
        commentId: commentReports.commentId,
        count: reportCount,
        reasons: sql<string[]>`array_agg(${commentReports.reason} order by ${commentReports.created} desc)`,
        lastReported,
      })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(eq(comments.hidden, false))
      .groupBy(commentReports.commentId)
      .orderBy(desc(reportCount), desc(lastReported), desc(commentReports.commentId))
      .offset(offset)
      .limit(limit);
  }

  /** The comments of a queue page with their authors and writeups. */
  reportedComments(ids: string[]): Promise<ReportedCommentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comment: comments,
        author: {
          id: users.id,
          username: users.username,
          picture: users.picture,
          thirdPartyPicture: users.thirdPartyPicture,
        },
        writeup: { id: writeups.id, title: writeups.title, slug: writeups.slug, type: writeups.type },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(inArray(comments.id, ids));
  }

  async setHidden(commentId: string, hidden: boolean): Promise<CommentRow> {
    const [row] = await this.db
      .update(comments)
      .set({ hidden })
      .where(eq(comments.id, commentId))
      .returning();
    return row;
  }

  /** Clears a comment's reports: it leaves the queue until someone reports it again. */
  async clear(commentId: string): Promise<void> {
    await this.db.delete(commentReports).where(eq(commentReports.commentId, commentId));
  }
}
