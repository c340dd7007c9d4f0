import type { LeaderboardQuery, ListingResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiGet<ListingResponse>('/api/writeup/leaderboard', { ...query }, signal);
}

export const useLeaderboard = (query: LeaderboardQuery) =>
  useQuery({
    queryKey: ['writeups', 'leaderboard', query],
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    placeholderData: keepPreviousData,
  });
