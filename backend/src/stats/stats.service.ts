import { Injectable } from '@nestjs/common';
import type { SiteStats } from '@reviews/libs/contract';

import { type RatedExtreme, type RatedRow, type StatsCell, StatsRepository } from './stats.repository';

const BUCKETS = 10;

/** `2023-03` for a month index (year * 12 + month - 1). */
function monthKey(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from the first to the last with reviews (oldest first), quiet months as 0. */
function reviewsPerMonth(reviews: StatsCell[]): SiteStats['reviewsPerMonth'] {
  if (reviews.length === 0) return [];
  const counts = new Map<number, number>();
  for (const cell of reviews) counts.set(cell.monthIndex, (counts.get(cell.monthIndex) ?? 0) + cell.writeups);
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  return Array.from({ length: last - first + 1 }, (_, offset) => ({
    month: monthKey(first + offset),
    count: counts.get(first + offset) ?? 0,
  }));
}

/** Ten buckets: 0-9, 10-19, ... 80-89, and 90-100 (a perfect score joins the last). */
function ratingHistogram(reviews: StatsCell[]): SiteStats['ratingHistogram'] {
  const counts = new Array<number>(BUCKETS).fill(0);
  for (const cell of reviews) counts[cell.bucket] += cell.writeups;
  return counts.map((count, bucket) => ({
    min: bucket * 10,
    max: bucket === BUCKETS - 1 ? 100 : bucket * 10 + 9,
    count,
  }));
}

function ratedRef(row: RatedRow | undefined): SiteStats['bestRated'] {
  if (!row || row.slug === null) return null;
  return { rating: row.rating, slug: row.slug, title: row.title, type: row.type, season: row.season };
}

function ratedTie({ rows, total }: RatedExtreme): SiteStats['bestRatedTie'] {
  return { writeups: rows.flatMap((row) => ratedRef(row) ?? []), total };
}

const add = (cells: StatsCell[], field: 'writeups' | 'words' | 'ratingSum' | 'comments'): number =>
  cells.reduce((total, cell) => total + cell[field], 0);

/** Site statistics over published writeups; visitors' answers are kept by the shared cache. */
@Injectable()
export class StatsService {
  constructor(private readonly stats: StatsRepository) {}

  async siteStats(now: Date = new Date()): Promise<SiteStats> {
    const [cells, totalAnnouncements, { best, worst }] = await Promise.all([
      this.stats.cells(now),
      this.stats.announcementCount(),
      this.stats.extremes(now),
    ]);
    const reviews = cells.filter((cell) => cell.type !== 'article');
    const movies = cells.filter((cell) => cell.type === 'movie');
    const articles = cells.filter((cell) => cell.type === 'article');
    const totalReviews = add(reviews, 'writeups');
    return {
      totalReviews,
      totalWords: add(reviews, 'words'),
      movieReviews: add(movies, 'writeups'),
      movieWords: add(movies, 'words'),
      totalArticles: add(articles, 'writeups'),
      articleWords: add(articles, 'words'),
      averageRating:
        totalReviews === 0 ? 0 : Math.round((add(reviews, 'ratingSum') / totalReviews) * 10) / 10,
      totalComments: add(cells, 'comments'),
      totalAnnouncements,
      bestRated: ratedRef(best.rows[0]),
      worstRated: ratedRef(worst.rows[0]),
      bestRatedTie: ratedTie(best),
      worstRatedTie: ratedTie(worst),
      reviewsPerMonth: reviewsPerMonth(reviews),
      ratingHistogram: ratingHistogram(reviews),
    };
  }
}
