import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { announcements, comments, writeups } from '../database/schema';
import { publishedWriteups, scheduledWriteups } from '../writeups/queries/writeup-visibility';

export interface StatsTotals {
  totalReviews: number;
  totalWords: number;
  movieReviews: number;
  movieWords: number;
  totalArticles: number;
  articleWords: number;
  averageRating: number | null;
  totalComments: number;
  totalAnnouncements: number;
}

export interface MonthBucketCount {
  /** Months since year 0 in UTC: year * 12 + (month - 1). */
  monthIndex: number;
  bucket: number;
  count: number;
}

export interface RatedRow {
  rating: number;
  slug: string | null;
  title: string;
}

const isReview = ne(writeups.type, 'article');
const asNumber = (value: unknown): number => Number(value ?? 0);

/**
 * Aggregates over published writeups only. The writeup aggregates are index-only scans of
 * writeups_public_stats_idx; comments are counted as all comments less those on the few
 * unpublished writeups, so no join walks every comment.
 */
@Injectable()
export class StatsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async totals(now: Date): Promise<StatsTotals> {
    const [[row], totalComments, [announcementRow]] = await Promise.all([
      this.db
        .select({
          totalReviews: sql`count(*) filter (where ${isReview})`,
          totalWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${isReview}), 0)`,
          movieReviews: sql`count(*) filter (where ${writeups.type} = 'movie')`,
          movieWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${writeups.type} = 'movie'), 0)`,
          totalArticles: sql`count(*) filter (where ${writeups.type} = 'article')`,
          articleWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${writeups.type} = 'article'), 0)`,
          averageRating: sql<string | null>`avg(${writeups.rating}) filter (where ${isReview})`,
        })
        .from(writeups)
        .where(publishedWriteups(now)),
      this.publishedComments(now),
      this.db.select({ total: count() }).from(announcements),
    ]);
    return {
      totalReviews: asNumber(row.totalReviews),
      totalWords: asNumber(row.totalWords),
      movieReviews: asNumber(row.movieReviews),
      movieWords: asNumber(row.movieWords),
      totalArticles: asNumber(row.totalArticles),
      articleWords: asNumber(row.articleWords),
      averageRating: row.averageRating === null ? null : Number(row.averageRating),
      totalComments,
      totalAnnouncements: asNumber(announcementRow?.total),
    };
  }

  /** Comments on published writeups: every comment (index-only) less those on drafts and scheduled ones. */
  private async publishedComments(now: Date): Promise<number> {
    const unpublishedIds = union(
      this.db.select({ id: writeups.id }).from(writeups).where(eq(writeups.draft, true)),
      this.db.select({ id: writeups.id }).from(writeups).where(scheduledWriteups(now)),
    );
    const hidden = this.db
      .select({ total: count() })
      .from(comments)
      .where(inArray(comments.writeupId, unpublishedIds));
    const [row] = await this.db.select({ total: sql`count(*) - (${hidden})` }).from(comments);
    return asNumber(row?.total);
  }

  /** Published reviews counted by UTC month and rating tenth (0 for 0-9 ... 9 for 90-100). */
  async reviewsByMonthAndBucket(now: Date): Promise<MonthBucketCount[]> {
    const utc = sql`${writeups.cardDate} at time zone 'UTC'`;
    const monthIndex = sql<number>`(extract(year from ${utc})::int * 12 + extract(month from ${utc})::int - 1)`;
    const bucket = sql<number>`least(${writeups.rating} / 10, 9)`;
    const rows = await this.db
      .select({ monthIndex, bucket, count: count() })
      .from(writeups)
      .where(and(publishedWriteups(now), isReview))
      .groupBy(monthIndex, bucket);
    return rows.map((row) => ({
      monthIndex: Number(row.monthIndex),
      bucket: Number(row.bucket),
      count: Number(row.count),
    }));
  }

  /** The highest and lowest rated published reviews (newest first among equals). */
  async extremes(now: Date): Promise<{ best?: RatedRow; worst?: RatedRow }> {
    const pick = (order: 'best' | 'worst') =>
      this.db
        .select({ rating: writeups.rating, slug: writeups.slug, title: writeups.title })
        .from(writeups)
        .where(and(publishedWriteups(now), isReview))
        .orderBy(order === 'best' ? desc(writeups.rating) : asc(writeups.rating), desc(writeups.cardDate))
        .limit(1);
    const [[best], [worst]] = await Promise.all([pick('best'), pick('worst')]);
    return { best, worst };
  }
}
