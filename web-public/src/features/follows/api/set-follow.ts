import { followUser, unfollowUser } from '@reviews/libs/api';
import type { FollowResponse } from '@reviews/libs/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Follows the member, or stops (product.md §13). */
export function setFollow(username: string, follow: boolean): Promise<FollowResponse> {
  return call(follow ? followUser : unfollowUser, { path: { username } });
}

export const useSetFollow = (username: string) =>
  useMutation({ mutationFn: (follow: boolean) => setFollow(username, follow) });
