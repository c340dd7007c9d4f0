import { getMyWatchlist as getMyWatchlistOp } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { MyWatchlistResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Personal (product.md §7): which of a page's cards are on my watchlist, in one call. */
export const myWatchlistQueryKey = (userId: string | undefined, writeupIds: string[]) =>
  [getMyWatchlistOp.key({ query: { writeups: writeupIds.join(',') } }), userId] as const;

export function getMyWatchlist(writeupIds: string[], signal?: AbortSignal): Promise<MyWatchlistResponse> {
  const query = { writeups: writeupIds.slice(0, LIMITS.filmLifeAsked).join(',') };
  return call(getMyWatchlistOp, { query }, signal);
}

export const useMyWatchlist = (userId: string | undefined, writeupIds: string[]) =>
  useQuery({
    queryKey: myWatchlistQueryKey(userId, writeupIds),
    queryFn: ({ signal }) => getMyWatchlist(writeupIds, signal),
    enabled: userId !== undefined && writeupIds.length > 0,
  });
