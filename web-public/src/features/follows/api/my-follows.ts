import { useMyState, useUpdateMyState } from '../../../lib/my-state';

/** Personal (product.md §7): profiles are public answers; whom I follow comes from the page's state. */
export const useMyFollows = () => useMyState((state) => state.follows);

/** Records in the page's state that I follow the member or no longer do (optimistic, and its rollback). */
export function useRememberFollow(username: string): (following: boolean) => void {
  const update = useUpdateMyState();
  return (following) =>
    update((state) => {
      const mine = state.follows.following;
      const next = following
        ? [...new Set([...mine, username])]
        : mine.filter((name) => name.toLowerCase() !== username.toLowerCase());
      return { ...state, follows: { following: next } };
    });
}
