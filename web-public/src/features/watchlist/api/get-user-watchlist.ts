import { getUserWatchlist as getUserWatchlistOp } from '@reviews/libs/api';
import type { WatchlistPage } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call, isClientError } from '../../../lib/api';

export function getUserWatchlist(
  username: string,
  page: number,
  signal?: AbortSignal,
): Promise<WatchlistPage> {
  return call(getUserWatchlistOp, { path: { username }, query: { page } }, signal);
}

/** A member's public watchlist (the same for everyone); a private one answers 404. */
export const useUserWatchlist = (username: string, page: number) =>
  useQuery({
    queryKey: getUserWatchlistOp.key({ path: { username }, query: { page } }),
    queryFn: ({ signal }) => getUserWatchlist(username, page, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
