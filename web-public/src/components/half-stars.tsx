import { AUDIENCE_SCORES, starLabel } from '@reviews/libs/rules';
import { useId } from 'react';

interface HalfStarsProps {
  /** The score shown, 10 to 100; null for none. */
  value: number | null;
  onChange: (score: number) => void;
}

/**
 * Five stars with halves as a native radio group (product.md §13): arrow keys move between the
 * ten half stars, each named like "3.5 stars"; a pointer picks a half by its side of the star. The
 * fieldset and legend around them are the caller's.
 */
export function HalfStars({ value, onChange }: HalfStarsProps) {
  const name = useId();
  return (
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
  );
}
