import { scorePaint } from '@reviews/libs/rules';

export function Score({ rating }: { rating: number }) {
  const { band, background, text } = scorePaint(rating);
  return (
    <span
      className={`score score--${band}`}
      style={{ background, color: text }}
      aria-label={`Score ${rating} out of 100`}
    >
      {rating}
    </span>
  );
}
