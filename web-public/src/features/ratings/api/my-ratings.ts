import { useMyState, useUpdateMyState } from '../../../lib/my-state';

/** Personal (product.md §7): the public answers carry the audience score, this says what I gave. */
export const useMyRatings = () => useMyState((state) => state.ratings);

/** Records my score (null: none) in the page's state (optimistic, and its rollback). */
export function useRememberRating(writeupId: string): (score: number | null) => void {
  const update = useUpdateMyState();
  return (score) =>
    update((state) => {
      const ratings = { ...state.ratings.ratings };
      if (score === null) delete ratings[writeupId];
      else ratings[writeupId] = score;
      return { ...state, ratings: { ratings } };
    });
}
