import { starLabel } from '@reviews/libs/rules';

import { HalfStars } from '../../../components/half-stars';

interface ScoreInputProps {
  value: number | null;
  onChange: (score: number | null) => void;
}

/** The dialog's stars (HalfStars), and a way to leave the entry without a score. */
export function ScoreInput({ value, onChange }: ScoreInputProps) {
  return (
    <fieldset className="star-rating">
      <legend className="star-rating__legend">
        Stars: <span className="star-rating__value">{value === null ? 'none' : starLabel(value)}</span>
      </legend>
      <HalfStars value={value} onChange={onChange} />
      {value !== null && (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          Clear stars
        </button>
      )}
    </fieldset>
  );
}
