import type { SiteStats } from '@reviews/libs/contract';

export interface DerivedStats {
  tvReviews: number;
  tvWords: number;
  averageWords: number;
  averageMovieWords: number;
  averageTvWords: number;
  averageArticleWords: number;
}

const average = (total: number, count: number) => (count > 0 ? Math.round(total / count) : 0);

/** Spec §3: average words = words / reviews; TV counts = totals minus movie counts. */
export function deriveStats(stats: SiteStats): DerivedStats {
  const tvReviews = stats.totalReviews - stats.movieReviews;
  const tvWords = stats.totalWords - stats.movieWords;
  return {
    tvReviews,
    tvWords,
    averageWords: average(stats.totalWords, stats.totalReviews),
    averageMovieWords: average(stats.movieWords, stats.movieReviews),
    averageTvWords: average(tvWords, tvReviews),
    averageArticleWords: average(stats.articleWords, stats.totalArticles),
  };
}
