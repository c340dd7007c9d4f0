import { scorePaint } from '@reviews/libs/rules';

/**
 * The members' score of a writeup (product.md §13), beside the critic's: shown only where it
 * exists (from 3 ratings); the count may lag by up to a minute.
 */
export function AudienceScore({ score, count }: { score: number | null; count: number }) {
  if (score === null) return null;
  const { background, text } = scorePaint(score);
  return (
    <span className="audience-score" title="Audience score">
      <span aria-hidden="true" className="audience-score__label">
        Audience
      </span>
      <span className="score audience-score__value" style={{ background, color: text }} aria-hidden="true">
        {score}
      </span>
      <span className="visually-hidden">
        Audience score {score} out of 100 from {count} {count === 1 ? 'rating' : 'ratings'}
      </span>
    </span>
  );
}
