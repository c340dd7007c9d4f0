import { getFollowers, getFollowing } from '@reviews/libs/api';
import type { FollowUsersResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export type FollowDirection = 'followers' | 'following';

const OPERATIONS = { followers: getFollowers, following: getFollowing };

export function getFollowList(
  username: string,
  direction: FollowDirection,
  page: number,
  signal?: AbortSignal,
): Promise<FollowUsersResponse> {
  return call(OPERATIONS[direction], { path: { username }, query: { page } }, signal);
}

export const useFollowList = (username: string, direction: FollowDirection, page: number) =>
  useQuery({
    queryKey: OPERATIONS[direction].key({ path: { username }, query: { page } }),
    queryFn: ({ signal }) => getFollowList(username, direction, page, signal),
    placeholderData: keepPreviousData,
  });
