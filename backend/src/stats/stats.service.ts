import { Injectable } from '@nestjs/common';
import type { SiteStats } from '@reviews/libs/contract';

import { type MonthBucketCount, type RatedRow, StatsRepository } from './stats.repository';

const BUCKETS = 10;

/** `2023-03` for a month index (year * 12 + month - 1). */
function monthKey(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from the first to the last with reviews (oldest first), quiet months as 0. */
function reviewsPerMonth(rows: MonthBucketCount[]): SiteStats['reviewsPerMonth'] {
  if (rows.length === 0) return [];
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.monthIndex, (counts.get(row.monthIndex) ?? 0) + row.count);
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  return Array.from({ length: last - first + 1 }, (_, offset) => ({
    month: monthKey(first + offset),
    count: counts.get(first + offset) ?? 0,
  }));
}

/** Ten buckets: 0-9, 10-19, ... 80-89, and 90-100 (a perfect score joins the last). */
function ratingHistogram(rows: MonthBucketCount[]): SiteStats['ratingHistogram'] {
  const counts = new Array<number>(BUCKETS).fill(0);
  for (const row of rows) counts[row.bucket] += row.count;
  return counts.map((count, bucket) => ({
    min: bucket * 10,
    max: bucket === BUCKETS - 1 ? 100 : bucket * 10 + 9,
    count,
  }));
}

function ratedRef(row: RatedRow | undefined): SiteStats['bestRated'] {
  return row && row.slug !== null ? { rating: row.rating, slug: row.slug, title: row.title } : null;
}

/** Site statistics over published writeups; visitors' answers are kept by the shared cache. */
@Injectable()
export class StatsService {
  constructor(private readonly stats: StatsRepository) {}

  async siteStats(now: Date = new Date()): Promise<SiteStats> {
    const [totals, monthBuckets, { best, worst }] = await Promise.all([
      this.stats.totals(now),
      this.stats.reviewsByMonthAndBucket(now),
      this.stats.extremes(now),
    ]);
    return {
      ...totals,
      averageRating: totals.averageRating === null ? 0 : Math.round(totals.averageRating * 10) / 10,
      bestRated: ratedRef(best),
      worstRated: ratedRef(worst),
      reviewsPerMonth: reviewsPerMonth(monthBuckets),
      ratingHistogram: ratingHistogram(monthBuckets),
    };
  }
}
