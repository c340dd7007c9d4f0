import { AUDIENCE_SCORES, starLabel } from '@reviews/libs/rules';
import { useId } from 'react';

interface StarRatingProps {
  /** My score, 10 to 100; null when I have not rated. */
  value: number | null;
  onChange: (score: number) => void;
  legend: string;
  disabled?: boolean;
}

/**
 * Five stars with halves as a native radio group (product.md §13): arrow keys move between the
 * ten half stars, each named like "3.5 stars"; a pointer picks a half by its side of the star.
 */
export function StarRating({ value, onChange, legend, disabled = false }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="star-rating__legend">
        {legend}:{' '}
        <span className="star-rating__value">{value === null ? 'not rated' : starLabel(value)}</span>
      </legend>
      <div className="star-rating__stars">
        {AUDIENCE_SCORES.map((score) => {
          const id = `${name}-${score}`;
          const half = (score / 10) % 2 === 1 ? 'left' : 'right';
          const filled = value !== null && score <= value;
          return (
            <span key={score} className="star-rating__half">
              <input
                id={id}
                className="star-rating__input visually-hidden"
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                aria-label={starLabel(score)}
                onChange={() => onChange(score)}
              />
              <label
                htmlFor={id}
                className={`star-rating__star star-rating__star--${half}${filled ? ' star-rating__star--filled' : ''}`}
              >
                <span aria-hidden="true">★</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
