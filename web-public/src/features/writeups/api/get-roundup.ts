import type { LeaderboardType } from '@reviews/libs/constants';
import type { RoundupResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export interface RoundupQuery {
  username: string;
  start: string;
  end: string;
  type: LeaderboardType;
}

export function getRoundup(
  { username, ...params }: RoundupQuery,
  signal?: AbortSignal,
): Promise<RoundupResponse> {
  return apiGet<RoundupResponse>(
    `/api/writeup/roundup/${encodeURIComponent(username)}`,
    { ...params },
    signal,
  );
}

export const useRoundup = (query: RoundupQuery | null) =>
  useQuery({
    queryKey: ['writeups', 'roundup', query],
    queryFn: ({ signal }) => getRoundup(query as RoundupQuery, signal),
    enabled: query !== null,
  });
