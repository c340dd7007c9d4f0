import { getMyFollows as getMyFollowsOp } from '@reviews/libs/api';
import type { MyFollowsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Personal (product.md §7): profiles are public answers; whom I follow comes from here. */
export const myFollowsQueryKey = (userId: string | undefined, usernames: string[]) =>
  [getMyFollowsOp.key({ query: { users: usernames.join(',') } }), userId] as const;

export function getMyFollows(usernames: string[], signal?: AbortSignal): Promise<MyFollowsResponse> {
  return call(getMyFollowsOp, { query: { users: usernames.join(',') } }, signal);
}

export const useMyFollows = (userId: string | undefined, usernames: string[]) =>
  useQuery({
    queryKey: myFollowsQueryKey(userId, usernames),
    queryFn: ({ signal }) => getMyFollows(usernames, signal),
    enabled: userId !== undefined && usernames.length > 0,
  });
