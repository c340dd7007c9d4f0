import { Injectable } from '@nestjs/common';
import { REVIEW_TYPES, type LeaderboardType } from '@reviews/libs/constants';
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { comments, users, writeups } from '../database/schema';
import {
  AUTHOR_COLUMNS,
  CARD_COLUMNS,
  WRITEUP_COLUMNS,
  type WriteupCardWithAuthor,
  type WriteupWithAuthor,
} from './writeup-columns';
import { publishedWriteups, type WriteupStateColumns } from './writeup-visibility';

/** The reviews on a leaderboard: one type, or every review type for `all`. */
export function boardTypes(board: LeaderboardType, table: { type: AnyPgColumn } = writeups): SQL {
  return board === 'all' ? inArray(table.type, [...REVIEW_TYPES]) : eq(table.type, board);
}

/** Published reviews of a leaderboard. */
export function boardWriteups(board: LeaderboardType, now: Date, table: BoardColumns = writeups): SQL {
  return and(publishedWriteups(now, table), boardTypes(board, table))!;
}

type BoardColumns = WriteupStateColumns & { type: AnyPgColumn };

/**
 * Ranks a page of a leaderboard (highest rating first) from its first row's rank: a row rated
 * like the one before it shares its rank; any other row is outranked by every row before it.
 */
function withCompetitionRanks(
  rows: WriteupCardWithAuthor[],
  firstRank: number,
  offset: number,
): WriteupCardWithAuthor[] {
  let previous: { rating: number; rank: number } | undefined;
  return rows.map((row, index) => {
    const rank =
      previous === undefined
        ? firstRank
        : row.writeup.rating === previous.rating
          ? previous.rank
          : offset + index + 1;
    previous = { rating: row.writeup.rating, rank };
    return { ...row, rank };
  });
}

/**
 * Public reads of writeups with their authors. Callers pass conditions built from
 * writeup-visibility.ts; this file only shapes the queries (one page at a time).
 */
@Injectable()
export class WriteupReadsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  private selectWithAuthor() {
    return this.db
      .select({ writeup: WRITEUP_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId));
  }

  private selectCardsWithAuthor() {
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId));
  }

  async count(where: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(writeups).where(where);
    return row.n;
  }

  page(where: SQL, orderBy: SQL[], offset: number, limit: number): Promise<WriteupWithAuthor[]> {
    return this.selectWithAuthor()
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit);
  }

  all(where: SQL, orderBy: SQL[]): Promise<WriteupWithAuthor[]> {
    return this.selectWithAuthor()
      .where(where)
      .orderBy(...orderBy);
  }

  /** One page of cards (listings). */
  cardPage(where: SQL, orderBy: SQL[], offset: number, limit: number): Promise<WriteupCardWithAuthor[]> {
    return this.selectCardsWithAuthor()
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit);
  }

  /** Every matching writeup as a card (profiles, roundups). */
  cards(where: SQL, orderBy: SQL[]): Promise<WriteupCardWithAuthor[]> {
    return this.selectCardsWithAuthor()
      .where(where)
      .orderBy(...orderBy);
  }

  async first(where: SQL, orderBy: SQL[]): Promise<WriteupWithAuthor | undefined> {
    const [row] = await this.page(where, orderBy, 0, 1);
    return row;
  }

  /** Competition rank (1 + how many rate higher) of a rating on a leaderboard. */
  async rankOf(rating: number, board: LeaderboardType, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(writeups)
      .where(and(boardWriteups(board, now), gt(writeups.rating, rating)));
    return row.n + 1;
  }

  /**
   * One page of a leaderboard as cards, highest rating first, with competition ranks over the
   * whole board. Only the page is read: ranking the whole board in the query (a window function)
   * costs as much as the board is long (129 ms at 100,000 writeups), while one count of the
   * ratings above the page's first row is an index-only scan as long as the offset.
   */
  async leaderboardPage(
    board: LeaderboardType,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const rows = await this.selectCardsWithAuthor()
      .where(boardWriteups(board, now))
      .orderBy(desc(writeups.rating), desc(writeups.cardDate), desc(writeups.id))
      .offset(offset)
      .limit(limit);
    if (rows.length === 0) return rows;
    const firstRank = offset === 0 ? 1 : await this.rankOf(rows[0].writeup.rating, board, now);
    return withCompetitionRanks(rows, firstRank, offset);
  }

  /** One page of a leaderboard limited to one author; the ranks stay those of the whole board. */
  authorLeaderboardPage(
    board: LeaderboardType,
    authorId: string,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<WriteupCardWithAuthor[]> {
    const higher = alias(writeups, 'higher');
    const higherRated = this.db
      .select({ n: sql`count(*) + 1` })
      .from(higher)
      .where(and(boardWriteups(board, now, higher), gt(higher.rating, writeups.rating)));
    const rank = sql<number>`(${higherRated})`.mapWith(Number);
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS, rank })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(and(boardWriteups(board, now), eq(writeups.adminId, authorId)))
      .orderBy(desc(writeups.rating), desc(writeups.cardDate), desc(writeups.id))
      .offset(offset)
      .limit(limit);
  }

  /** Writeups the user commented on with a comment created in [start, end). */
  commentedBy(userId: string, start: Date, end: Date): SQL {
    return inArray(
      writeups.id,
      this.db
        .select({ id: comments.writeupId })
        .from(comments)
        .where(and(eq(comments.userId, userId), gte(comments.created, start), lt(comments.created, end))),
    );
  }

  async findUserId(username: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row?.id;
  }
}
