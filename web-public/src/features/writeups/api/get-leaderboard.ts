import type { LeaderboardQuery, ListingResponse } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export function getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiRead(reads.leaderboard(query), signal);
}

export const useLeaderboard = (query: LeaderboardQuery) =>
  useQuery({
    queryKey: reads.leaderboard(query).key,
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    placeholderData: keepPreviousData,
  });
