import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { announcements, comments, writeups } from '../database/schema';
import { publishedWriteups } from '../writeups/writeup-visibility';

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
  month: string;
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

/** Aggregates over published writeups only; every query is one pass or an index walk. */
@Injectable()
export class StatsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async totals(now: Date): Promise<StatsTotals> {
    const published = publishedWriteups(now);
    const commentCount = this.db
      .select({ total: count() })
      .from(comments)
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(published);
    const announcementCount = this.db.select({ total: count() }).from(announcements);
    const [row] = await this.db
      .select({
        totalReviews: sql`count(*) filter (where ${isReview})`,
        totalWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${isReview}), 0)`,
        movieReviews: sql`count(*) filter (where ${writeups.type} = 'movie')`,
        movieWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${writeups.type} = 'movie'), 0)`,
        totalArticles: sql`count(*) filter (where ${writeups.type} = 'article')`,
        articleWords: sql`coalesce(sum(${writeups.wordCount}) filter (where ${writeups.type} = 'article'), 0)`,
        averageRating: sql<string | null>`avg(${writeups.rating}) filter (where ${isReview})`,
        totalComments: sql`(${commentCount})`,
        totalAnnouncements: sql`(${announcementCount})`,
      })
      .from(writeups)
      .where(published);
    return {
      totalReviews: asNumber(row.totalReviews),
      totalWords: asNumber(row.totalWords),
      movieReviews: asNumber(row.movieReviews),
      movieWords: asNumber(row.movieWords),
      totalArticles: asNumber(row.totalArticles),
      articleWords: asNumber(row.articleWords),
      averageRating: row.averageRating === null ? null : Number(row.averageRating),
      totalComments: asNumber(row.totalComments),
      totalAnnouncements: asNumber(row.totalAnnouncements),
    };
  }

  /** Published reviews counted by UTC month (`2023-03`) and rating tenth (0 for 0-9 ... 9 for 90-100). */
  async reviewsByMonthAndBucket(now: Date): Promise<MonthBucketCount[]> {
    const month = sql<string>`to_char(${writeups.cardDate} at time zone 'UTC', 'YYYY-MM')`;
    const bucket = sql<number>`least(${writeups.rating} / 10, 9)`;
    const rows = await this.db
      .select({ month, bucket, count: count() })
      .from(writeups)
      .where(and(publishedWriteups(now), isReview))
      .groupBy(month, bucket);
    return rows.map((row) => ({ month: row.month, bucket: Number(row.bucket), count: Number(row.count) }));
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
