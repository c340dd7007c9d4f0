import type { WatchlistState } from '@reviews/libs/contract';

import { useMyState, useUpdateMyState } from '../../../lib/my-state';

/** Personal (product.md §7): which of the page's writeups are on my watchlist. */
export const useMyWatchlist = () => useMyState((state) => state.watchlist);

/** Records my entry (undefined: off the list) in the page's state (optimistic, and its rollback). */
export function useRememberWatchlist(writeupId: string): (entry: WatchlistState | undefined) => void {
  const update = useUpdateMyState();
  return (entry) =>
    update((state) => {
      const watchlist = { ...state.watchlist.watchlist };
      if (entry) watchlist[writeupId] = entry;
      else delete watchlist[writeupId];
      return { ...state, watchlist: { watchlist } };
    });
}
