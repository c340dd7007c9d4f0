import { Injectable } from '@nestjs/common';
import type { MemberReviewSort, WriteupType } from '@reviews/libs/constants';
import { and, count, desc, eq, exists, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import {
  type LogEntryRow,
  logEntries,
  logLikes,
  users,
  watchlistEntries,
  writeups,
} from '../database/schema';
import { memberIdOf, AUTHOR_COLUMNS, authorColumns } from '../users/queries';
import { StoredMarkdown } from '../markdown/stored-markdown.service';
import { recordLike, withdrawLike } from '../notifications/queries';
import { CARD_COLUMNS, publishedWriteups } from '../writeups/queries';
import type { LogEntryRecord } from './diary.mapper';
import { likedLogIds } from './queries/my-log-likes';

const members = alias(users, 'members');

const RECORD_COLUMNS = {
  entry: logEntries,
  writeup: CARD_COLUMNS,
  author: AUTHOR_COLUMNS,
  member: authorColumns(members),
};

/** The fields an entry's author sets. */
export type LogFields = Pick<LogEntryRow, 'watchedOn' | 'rewatch' | 'score' | 'review' | 'spoiler'>;

const DIARY_ORDER = [desc(logEntries.watchedOn), desc(logEntries.created), desc(logEntries.id)];

const REVIEW_ORDER: Record<MemberReviewSort, SQL[]> = {
  popular: [desc(logEntries.likes), desc(logEntries.created), desc(logEntries.id)],
  recent: [desc(logEntries.created), desc(logEntries.id)],
};

/** Members' diary entries (product.md §15), their likes, and the watchlist a log marks watched. */
@Injectable()
export class DiaryRepository {
  /** What a member likes is asked on every page view they make: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly markdown: StoredMarkdown,
  ) {}

  /** The review's HTML, stored beside it when it is saved (product.md §14). */
  private reviewHtml(review: string | null): string | null {
    return review === null ? null : this.markdown.text(review);
  }

  /** The type and author of the published writeup with this id; undefined for any other. */
  async publishedWriteup(id: string): Promise<{ type: WriteupType; authorId: string } | undefined> {
    const [row] = await this.db
      .select({ type: writeups.type, authorId: writeups.adminId })
      .from(writeups)
      .where(and(eq(writeups.id, id), publishedWriteups()))
      .limit(1);
    return row;
  }

  async userIdOf(username: string): Promise<string | undefined> {
    return memberIdOf(this.db, username);
  }

  private records() {
    return this.db
      .select(RECORD_COLUMNS)
      .from(logEntries)
      .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
      .innerJoin(users, eq(users.id, writeups.adminId))
      .innerJoin(members, eq(members.id, logEntries.userId));
  }

  /** The entry with this id on a published writeup, hidden or not. */
  async findById(id: string): Promise<LogEntryRecord | undefined> {
    const [row] = await this.records()
      .where(and(eq(logEntries.id, id), publishedWriteups()))
      .limit(1);
    return row;
  }

  /** These entries whatever their state or their writeup's (the moderators' queue). */
  recordsByIds(ids: string[]): Promise<LogEntryRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.records().where(inArray(logEntries.id, ids));
  }

  /** The entry with this id, whatever its writeup's state (moderation). */
  async findAny(id: string): Promise<LogEntryRecord | undefined> {
    const [row] = await this.records().where(eq(logEntries.id, id)).limit(1);
    return row;
  }

  async insert(values: LogFields & { writeupId: string; userId: string }): Promise<string> {
    const [row] = await this.db
      .insert(logEntries)
      .values({ ...values, reviewHtml: this.reviewHtml(values.review) })
      .returning({ id: logEntries.id });
    return row.id;
  }

  async update(id: string, fields: Partial<LogFields>): Promise<void> {
    await this.db
      .update(logEntries)
      .set({
        ...fields,
        ...(fields.review !== undefined ? { reviewHtml: this.reviewHtml(fields.review) } : {}),
        edited: sql`now()`,
      })
      .where(eq(logEntries.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(logEntries).where(eq(logEntries.id, id));
  }

  async setHidden(id: string, hidden: boolean): Promise<void> {
    await this.db.update(logEntries).set({ hidden }).where(eq(logEntries.id, id));
  }

  /** product.md §15: logging a watch marks it watched on my watchlist (an earlier date stays). */
  async markWatched(userId: string, writeupId: string): Promise<boolean> {
    const marked = await this.db
      .update(watchlistEntries)
      .set({ watched: sql`coalesce(${watchlistEntries.watched}, now())` })
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.writeupId, writeupId)))
      .returning({ writeupId: watchlistEntries.writeupId });
    return marked.length > 0;
  }

  /**
   * A member's entries shown to everyone, as one condition on log_entries alone (the writeup's
   * state as a semi-join), so that a page walks log_entries_diary_idx in its order.
   */
  private diaryOf(userId: string, year: number | undefined): SQL {
    const published = this.db
      .select({ one: sql`1` })
      .from(writeups)
      .where(and(eq(writeups.id, logEntries.writeupId), publishedWriteups()));
    return and(
      eq(logEntries.userId, userId),
      eq(logEntries.hidden, false),
      exists(published),
      year === undefined ? undefined : gte(logEntries.watchedOn, `${year}-01-01`),
      year === undefined ? undefined : lte(logEntries.watchedOn, `${year}-12-31`),
    )!;
  }

  async countDiary(userId: string, year: number | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(logEntries).where(this.diaryOf(userId, year));
    return row.n;
  }

  /** A page of a member's diary, latest watch first. */
  /** The page's ids come from log_entries alone, in index order; their records are joined after. */
  diaryPage(
    userId: string,
    year: number | undefined,
    offset: number,
    limit: number,
  ): Promise<LogEntryRecord[]> {
    return this.pageOf(this.diaryOf(userId, year), DIARY_ORDER, offset, limit);
  }

  private pageOf(where: SQL, order: SQL[], offset: number, limit: number): Promise<LogEntryRecord[]> {
    const page = this.db
      .select({ id: logEntries.id })
      .from(logEntries)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit)
      .as('page');
    return this.records()
      .innerJoin(page, eq(page.id, logEntries.id))
      .orderBy(...order);
  }

  private reviewsOf(writeupId: string): SQL {
    return and(
      eq(logEntries.writeupId, writeupId),
      isNotNull(logEntries.review),
      eq(logEntries.hidden, false),
    )!;
  }

  /** The writeup is published (reviewsPage's caller checked): no join needed to count. */
  async countReviews(writeupId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(logEntries).where(this.reviewsOf(writeupId));
    return row.n;
  }

  reviewsPage(
    writeupId: string,
    sort: MemberReviewSort,
    offset: number,
    limit: number,
  ): Promise<LogEntryRecord[]> {
    return this.pageOf(this.reviewsOf(writeupId), REVIEW_ORDER[sort], offset, limit);
  }

  /**
   * Likes (or no longer likes) the entry, idempotently; its count after. Its author's
   * notification follows in the same transaction (product.md §15).
   */
  setLike(entry: LogEntryRow, userId: string, liked: boolean): Promise<number> {
    const thing = { writeupId: entry.writeupId, commentId: null, logId: entry.id };
    return this.db.transaction(async (tx) => {
      if (liked) {
        const added = await tx
          .insert(logLikes)
          .values({ logId: entry.id, userId })
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) {
          await tx
            .update(logEntries)
            .set({ likes: sql`${logEntries.likes} + 1` })
            .where(eq(logEntries.id, entry.id));
          await recordLike(tx, entry.userId, userId, thing);
        }
      } else {
        const removed = await tx
          .delete(logLikes)
          .where(and(eq(logLikes.logId, entry.id), eq(logLikes.userId, userId)))
          .returning();
        if (removed.length > 0) {
          await tx
            .update(logEntries)
            .set({ likes: sql`greatest(${logEntries.likes} - 1, 0)` })
            .where(eq(logEntries.id, entry.id));
          await withdrawLike(tx, entry.userId, userId, thing);
        }
      }
      const [row] = await tx
        .select({ likes: logEntries.likes })
        .from(logEntries)
        .where(eq(logEntries.id, entry.id));
      return row.likes;
    });
  }

  /** Which of these entries the user likes: one read. */
  async likedBy(userId: string, logIds: string[]): Promise<string[]> {
    const query = this.prepared.get('liked', () =>
      prepareOneRow(this.db, { logs: likedLogIds(sql.placeholder('userId'), sql.placeholder('logIds')) }),
    );
    const [row] = await query.execute({ userId, logIds });
    return row.logs;
  }
}
