import type { RatingsSummary } from '@reviews/libs/contract';
import { AUDIENCE_SCORES, starLabel } from '@reviews/libs/rules';
import type { CSSProperties } from 'react';

interface AudienceHistogramProps {
  summary: RatingsSummary | undefined;
  /** My score when the summary was counted, and my score now: the bars follow my stars at once. */
  mine?: { counted: number | null; now: number | null };
}

/** The counts with my own change applied: one less at the score I gave, one more at the new one. */
export function withMyChange(histogram: number[], mine: AudienceHistogramProps['mine']): number[] {
  if (!mine || mine.counted === mine.now) return histogram;
  const counts = [...histogram];
  const at = (score: number) => AUDIENCE_SCORES.indexOf(score);
  if (mine.counted !== null && counts[at(mine.counted)] > 0) counts[at(mine.counted)] -= 1;
  if (mine.now !== null) counts[at(mine.now)] = (counts[at(mine.now)] ?? 0) + 1;
  return counts;
}

/**
 * How many members gave each score, five stars first, as a list of labelled bars. Without its
 * summary yet, it holds its place unseen, so the page does not move when the counts arrive.
 */
export function AudienceHistogram({ summary, mine }: AudienceHistogramProps) {
  const pending = summary === undefined;
  const histogram = withMyChange(summary?.histogram ?? [], summary ? mine : undefined);
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
        <li
          key={score}
          className="audience-histogram__row"
          style={{ '--share': `${(count / most) * 100}%` } as CSSProperties}
        >
          <span className="audience-histogram__label">{starLabel(score)}</span>
          <span className="audience-histogram__bar" aria-hidden="true">
            <span />
          </span>
          <span className="audience-histogram__count">{count}</span>
        </li>
      ))}
    </ul>
  );
}
