import type { AudienceScoreResponse, MyRatingsResponse } from '@reviews/libs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { myRatingsQueryKey } from '../api/get-my-ratings';
import { useSetRating } from '../api/set-rating';
import { StarRating } from './star-rating';

interface RateWriteupProps {
  writeupId: string;
  userId: string;
  /** The ids the page asked GET /api/me/ratings about (the query this reads and updates). */
  asked: string[];
  /** My stored score, from /api/me/ratings; null when I have not rated it. */
  mine: number | null;
  /** The audience score after each of my changes, as the server counts it. */
  onRated: (answer: AudienceScoreResponse) => void;
}

/**
 * My rating of a writeup (product.md §13). Optimistic: the stars change at once and go back with
 * a message if the server refuses.
 */
export function RateWriteup({ writeupId, userId, asked, mine, onRated }: RateWriteupProps) {
  const queryClient = useQueryClient();
  const mutation = useSetRating(writeupId);
  const [shown, setShown] = useState<{ score: number | null } | null>(null);
  const score = shown ? shown.score : mine;

  const remember = (next: number | null) =>
    queryClient.setQueryData<MyRatingsResponse>(
      myRatingsQueryKey(userId, asked),
      (current = { ratings: {} }) => {
        const ratings = { ...current.ratings };
        if (next === null) delete ratings[writeupId];
        else ratings[writeupId] = next;
        return { ratings };
      },
    );

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
