import { starLabel } from '@reviews/libs/rules';

import { HalfStars } from '../../../components/half-stars';

interface StarRatingProps {
  /** My score, 10 to 100; null when I have not rated. */
  value: number | null;
  onChange: (score: number) => void;
  legend: string;
  disabled?: boolean;
}

/** My rating of a writeup (product.md §13): the half stars under a legend that says my score. */
export function StarRating({ value, onChange, legend, disabled = false }: StarRatingProps) {
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="star-rating__legend">
        {legend}:{' '}
        <span className="star-rating__value">{value === null ? 'not rated' : starLabel(value)}</span>
      </legend>
      <HalfStars value={value} onChange={onChange} />
    </fieldset>
  );
}
