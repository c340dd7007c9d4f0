import { Injectable } from '@nestjs/common';
import type { SiteStats } from '@reviews/libs/contract';

import { type MonthBucketCount, type RatedRow, StatsRepository } from './stats.repository';

const BUCKETS = 10;

/** Every month from the first to the last key (`2023-03`), so a chart shows quiet months as 0. */
function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  for (let key = first; key <= last;) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

function reviewsPerMonth(rows: MonthBucketCount[]): SiteStats['reviewsPerMonth'] {
  if (rows.length === 0) return [];
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.month, (counts.get(row.month) ?? 0) + row.count);
  const keys = [...counts.keys()].sort();
  return monthRange(keys[0], keys[keys.length - 1]).map((month) => ({
    month,
    count: counts.get(month) ?? 0,
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

/**
 * Site statistics over published writeups, computed on each request by three aggregate queries:
 * no cache, so a scheduled writeup counts from the moment it appears.
 */
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
