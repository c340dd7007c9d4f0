import type { RatingsSummary } from '@reviews/libs/contract';
import { AUDIENCE_SCORES, starLabel } from '@reviews/libs/rules';

/** How many members gave each score, five stars first, as a list of labelled bars. */
export function AudienceHistogram({ summary }: { summary: RatingsSummary }) {
  const most = Math.max(1, ...summary.histogram);
  const rows = AUDIENCE_SCORES.map((score, index) => ({
    score,
    count: summary.histogram[index] ?? 0,
  })).reverse();
  return (
    <ul className="audience-histogram" aria-label="Audience ratings">
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
