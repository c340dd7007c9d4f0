import type { RatingsSummary } from '@reviews/libs/contract';
import { AUDIENCE_SCORES, starLabel } from '@reviews/libs/rules';

/**
 * How many members gave each score, five stars first, as a list of labelled bars. Without its
 * summary yet, it holds its place unseen, so the page does not move when the counts arrive.
 */
export function AudienceHistogram({ summary }: { summary: RatingsSummary | undefined }) {
  const pending = summary === undefined;
  const histogram = summary?.histogram ?? [];
  const most = Math.max(1, ...histogram);
  const rows = AUDIENCE_SCORES.map((score, index) => ({
    score,
    count: histogram[index] ?? 0,
  })).reverse();
  return (
    <ul
      className={pending ? 'audience-histogram audience-histogram--pending' : 'audience-histogram'}
      aria-label="Audience ratings"
      aria-hidden={pending || undefined}
    >
      {rows.map(({ score, count }) => (
        <li key={score} className="audience-histogram__row">
          <span className="audience-histogram__label">{starLabel(score)}</span>
          <span className="audience-histogram__bar" aria-hidden="true">
            <span style={{ width: `${(count / most) * 100}%` }} />
          </span>
          <span className="audience-histogram__count">{count}</span>
        </li>
      ))}
    </ul>
  );
}
