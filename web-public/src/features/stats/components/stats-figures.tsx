import type { RatedTie, SiteStats } from '@reviews/libs/contract';
import { formatCount, titleWithSeason } from '@reviews/libs/rules';

import { AppLink } from '../../../components/link';
import { Score } from '../../../components/score';
import { paths } from '../../../config/paths';
import { deriveStats } from './derive-stats';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function StatsFigures({ stats }: { stats: SiteStats }) {
  const derived = deriveStats(stats);
  return (
    <>
      <dl className="figures">
        <Figure label="Reviews" value={formatCount(stats.totalReviews)} />
        <Figure label="Words in reviews" value={formatCount(stats.totalWords)} />
        <Figure label="Average words per review" value={formatCount(derived.averageWords)} />
        <Figure label="Average rating" value={String(Math.round(stats.averageRating))} />
        <Figure label="Movie reviews" value={formatCount(stats.movieReviews)} />
        <Figure label="Words in movie reviews" value={formatCount(stats.movieWords)} />
        <Figure label="Average words per movie review" value={formatCount(derived.averageMovieWords)} />
        <Figure label="TV reviews" value={formatCount(derived.tvReviews)} />
        <Figure label="Words in TV reviews" value={formatCount(derived.tvWords)} />
        <Figure label="Average words per TV review" value={formatCount(derived.averageTvWords)} />
        <Figure label="Articles" value={formatCount(stats.totalArticles)} />
        <Figure label="Words in articles" value={formatCount(stats.articleWords)} />
        <Figure label="Average words per article" value={formatCount(derived.averageArticleWords)} />
        <Figure label="Comments" value={formatCount(stats.totalComments)} />
        <Figure label="Announcements" value={formatCount(stats.totalAnnouncements)} />
      </dl>
      <dl className="figures figures--wide">
        <RatedFigure label="Best rated" tie={stats.bestRatedTie} />
        <RatedFigure label="Worst rated" tie={stats.worstRatedTie} />
      </dl>
    </>
  );
}

/** Best or worst rated: every review sharing that rating (the newest few), with its season. */
function RatedFigure({ label, tie }: { label: string; tie: RatedTie }) {
  const more = tie.total - tie.writeups.length;
  return (
    <div className="figure">
      <dt>
        {label}
        {tie.total > 1 && <span className="figure__note"> (tied: {tie.total} reviews)</span>}
      </dt>
      <dd>
        {tie.writeups.length === 0 ? (
          'None yet'
        ) : (
          <ul className="figure__list">
            {tie.writeups.map((ref) => (
              <li key={ref.slug}>
                <AppLink href={paths.review.to(ref.slug)} preview>
                  {titleWithSeason(ref)}
                </AppLink>{' '}
                <Score rating={ref.rating} />
              </li>
            ))}
            {more > 0 && <li>and {formatCount(more)} more</li>}
          </ul>
        )}
      </dd>
    </div>
  );
}
