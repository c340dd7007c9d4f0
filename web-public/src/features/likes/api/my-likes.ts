import { useMyState, useUpdateMyState } from '../../../lib/my-state';
import type { LikeKind } from './set-like';

/** Personal (product.md §7): the public answers carry counts, the page's state says which are mine. */
export const useMyLikes = () => useMyState((state) => state.likes);

/** Records in the page's state that I like it or no longer do (optimistic, and its rollback). */
export function useRememberLike(kind: LikeKind, id: string): (liked: boolean) => void {
  const update = useUpdateMyState();
  const list = ({ writeup: 'writeups', comment: 'comments', log: 'logs', list: 'lists' } as const)[kind];
  return (liked) =>
    update((state) => {
      const mine = state.likes[list] ?? [];
      const next = liked ? [...new Set([...mine, id])] : mine.filter((other) => other !== id);
      return { ...state, likes: { ...state.likes, [list]: next } };
    });
}
