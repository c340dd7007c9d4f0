import { scoreColor } from '@reviews/libs/rules';

export function Score({ rating }: { rating: number }) {
  return (
    <span className={`score score--${scoreColor(rating)}`} aria-label={`Score ${rating} out of 100`}>
      {rating}
    </span>
  );
}
