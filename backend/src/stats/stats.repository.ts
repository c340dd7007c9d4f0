import { Injectable } from '@nestjs/common';
import { STATS_TIES_SHOWN, type WriteupType } from '@reviews/libs/constants';
import { monthKey, monthWindow } from '@reviews/libs/rules';
import { and, count, desc, eq, lt, lte, max, min, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { announcements, comments, statsCells, writeups } from '../database/schema';
import { publishedWriteups, scheduledWriteups } from '../writeups/queries';

/** Published writeups of one type, UTC month and rating tenth (0 for 0-9 ... 9 for 90-100). */
export interface StatsCell {
  type: WriteupType;
  /** Months since year 0 in UTC: year * 12 + (month - 1). */
  monthIndex: number;
  bucket: number;
  writeups: number;
  words: number;
  ratingSum: number;
  comments: number;
}

export interface RatedRow {
  rating: number;
  slug: string | null;
  title: string;
  type: WriteupType;
  season: number | null;
}

/** The reviews at the best or worst rating: the newest `shown` of them and how many there are. */
export interface RatedExtreme {
  rows: RatedRow[];
  total: number;
}

const isReview = ne(writeups.type, 'article');

/** `year * 12 + month - 1` of a UTC date or timestamp. */
function monthIndexOf(value: unknown) {
  return sql<number>`(extract(year from ${value})::int * 12 + extract(month from ${value})::int - 1)`;
}

/**
 * Aggregates over published writeups only, from stats_cells, which triggers keep as writeups and
 * comments change: every cell up to the current month, less the current month's scheduled
 * writeups (the only ones a cell holds before their time; later months are left out).
 */
@Injectable()
export class StatsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async cells(now: Date): Promise<StatsCell[]> {
    const thisMonth = monthWindow(monthKey(now))!;
    const bucket = sql<number>`least(${writeups.rating} / 10, 9)`;
    const month = monthIndexOf(sql`${writeups.cardDate} at time zone 'UTC'`);
    const visibleComments = sql`(select count(*) from ${comments} where ${comments.writeupId} = ${writeups.id} and not ${comments.hidden})`;
    const rows = await unionAll(
      this.db
        .select({
          type: statsCells.type,
          monthIndex: monthIndexOf(statsCells.month),
          bucket: statsCells.bucket,
          writeups: sql<number>`${statsCells.writeups}`,
          words: sql<number>`${statsCells.words}`,
          ratingSum: sql<number>`${statsCells.ratingSum}`,
          comments: sql<number>`${statsCells.comments}`,
        })
        .from(statsCells)
        .where(lte(statsCells.month, thisMonth.start.slice(0, 10))),
      // Taken back out: the current month's writeups still waiting for their time.
      this.db
        .select({
          type: writeups.type,
          monthIndex: month,
          bucket,
          writeups: sql<number>`-count(*)`,
          words: sql<number>`-sum(${writeups.wordCount})`,
          ratingSum: sql<number>`-sum(${writeups.rating})`,
          comments: sql<number>`-sum(${visibleComments})`,
        })
        .from(writeups)
        .where(and(scheduledWriteups(now), lt(writeups.cardDate, new Date(thisMonth.end))))
        .groupBy(writeups.type, month, bucket),
    );
    const cells = new Map<string, StatsCell>();
    for (const row of rows) {
      const key = `${row.type} ${row.monthIndex} ${row.bucket}`;
      const cell = cells.get(key) ?? {
        type: row.type as WriteupType,
        monthIndex: Number(row.monthIndex),
        bucket: Number(row.bucket),
        writeups: 0,
        words: 0,
        ratingSum: 0,
        comments: 0,
      };
      cell.writeups += Number(row.writeups);
      cell.words += Number(row.words);
      cell.ratingSum += Number(row.ratingSum);
      cell.comments += Number(row.comments);
      cells.set(key, cell);
    }
    return [...cells.values()].filter((cell) => cell.writeups > 0);
  }

  async announcementCount(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(announcements);
    return Number(row?.total ?? 0);
  }

  /** The highest and lowest rated published reviews, every one sharing that rating (newest first). */
  async extremes(now: Date): Promise<{ best: RatedExtreme; worst: RatedExtreme }> {
    const published = and(publishedWriteups(now), isReview);
    const [bounds] = await this.db
      .select({ best: max(writeups.rating), worst: min(writeups.rating) })
      .from(writeups)
      .where(published);
    const at = async (rating: number | null): Promise<RatedExtreme> => {
      if (rating === null) return { rows: [], total: 0 };
      const where = and(published, eq(writeups.rating, rating));
      const [rows, [{ total }]] = await Promise.all([
        this.db
          .select({
            rating: writeups.rating,
            slug: writeups.slug,
            title: writeups.title,
            type: writeups.type,
            season: writeups.season,
          })
          .from(writeups)
          .where(where)
          .orderBy(desc(writeups.cardDate), desc(writeups.id))
          .limit(STATS_TIES_SHOWN),
        this.db.select({ total: count() }).from(writeups).where(where),
      ]);
      return { rows, total };
    };
    const [best, worst] = await Promise.all([at(bounds?.best ?? null), at(bounds?.worst ?? null)]);
    return { best, worst };
  }
}
