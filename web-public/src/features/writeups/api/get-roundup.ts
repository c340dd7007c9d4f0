import { getRoundup as getRoundupOp } from '@reviews/libs/api';
import type { LeaderboardType } from '@reviews/libs/constants';
import type { RoundupResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export interface RoundupQuery {
  username: string;
  start: string;
  end: string;
  type: LeaderboardType;
}

const roundupParams = ({ username, ...query }: RoundupQuery) => ({ path: { username }, query });

export function getRoundup(query: RoundupQuery, signal?: AbortSignal): Promise<RoundupResponse> {
  return call(getRoundupOp, roundupParams(query), signal);
}

export const useRoundup = (query: RoundupQuery | null) =>
  useQuery({
    queryKey: query ? getRoundupOp.key(roundupParams(query)) : [getRoundupOp.operationId],
    queryFn: ({ signal }) => getRoundup(query as RoundupQuery, signal),
    enabled: query !== null,
  });
