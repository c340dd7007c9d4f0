import { starLabel, starsOf } from '@reviews/libs/rules';

/** A diary score as stars with halves ("★★★½"), read aloud as "3.5 stars". */
export function LogStars({ score }: { score: number | null }) {
  if (score === null) return null;
  const stars = starsOf(score);
  const text = `${'★'.repeat(Math.floor(stars))}${stars % 1 ? '½' : ''}`;
  return (
    <span className="log-stars" role="img" aria-label={starLabel(score)}>
      {text}
    </span>
  );
}
