import { getWatchlist as getWatchlistOp } from '@reviews/libs/api';
import type { WatchlistPage } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export type WatchlistTab = 'to-watch' | 'watched';

export interface WatchlistPageQuery {
  tab: WatchlistTab;
  page: number;
}

export const watchlistQueryPrefix = getWatchlistOp.key();

const params = ({ tab, page }: WatchlistPageQuery) => ({
  query: { page, watched: tab === 'watched' ? 'true' : 'false' },
});

/** A page of my watchlist, to watch or watched (personal: never shared). */
export function getWatchlist(query: WatchlistPageQuery, signal?: AbortSignal): Promise<WatchlistPage> {
  return call(getWatchlistOp, params(query), signal);
}

export const useWatchlist = (userId: string, query: WatchlistPageQuery) =>
  useQuery({
    queryKey: [...getWatchlistOp.key(params(query)), userId],
    queryFn: ({ signal }) => getWatchlist(query, signal),
    placeholderData: keepPreviousData,
  });
