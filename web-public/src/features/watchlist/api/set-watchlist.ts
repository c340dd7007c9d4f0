import { addToWatchlist, markWatched, removeFromWatchlist } from '@reviews/libs/api';
import type { WatchlistState } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { watchlistQueryPrefix } from './get-watchlist';

/** What a watchlist button asks: on or off the list, watched or not. */
export type WatchlistChange = { onList: boolean } | { watched: boolean };

/** The entry after the change; null when it left the list. */
export async function changeWatchlist(id: string, change: WatchlistChange): Promise<WatchlistState | null> {
  if ('watched' in change)
    return call(markWatched, { path: { writeupId: id }, body: { watched: change.watched } });
  if (change.onList) return call(addToWatchlist, { path: { writeupId: id } });
  await call(removeFromWatchlist, { path: { writeupId: id } });
  return null;
}

/** Each change also makes the Watchlist page read again when it is next shown. */
export const useChangeWatchlist = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WatchlistChange) => changeWatchlist(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistQueryPrefix }),
  });
};
