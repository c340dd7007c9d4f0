import type { AudienceScoreResponse } from '@reviews/libs/contract';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useRememberRating } from '../api/my-ratings';
import { useSetRating } from '../api/set-rating';
import { StarRating } from './star-rating';

interface RateWriteupProps {
  writeupId: string;
  /** My stored score, from the page's personal state (which this updates); null when I have not rated it. */
  mine: number | null;
  /** The audience score after each of my changes, as the server counts it. */
  onRated: (answer: AudienceScoreResponse) => void;
}

/**
 * My rating of a writeup (product.md §13). Optimistic: the stars change at once and go back with
 * a message if the server refuses.
 */
export function RateWriteup({ writeupId, mine, onRated }: RateWriteupProps) {
  const mutation = useSetRating(writeupId);
  const [shown, setShown] = useState<{ score: number | null } | null>(null);
  const score = shown ? shown.score : mine;

  const remember = useRememberRating(writeupId);

  const change = (next: number | null) => {
    const before = score;
    setShown({ score: next });
    remember(next);
    mutation.mutate(next, {
      onSuccess: onRated,
      onError: (error) => {
        setShown({ score: before });
        remember(before);
        showAlert(errorMessage(error), 'error');
      },
    });
  };

  return (
    <div className="rate-writeup">
      <StarRating value={score} onChange={change} legend="Your rating" />
      {score !== null && (
        <button type="button" className="button button--small button--ghost" onClick={() => change(null)}>
          Remove my rating
        </button>
      )}
    </div>
  );
}
