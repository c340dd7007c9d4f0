import { LIMITS } from '@reviews/libs/constants';
import type { MyLikesResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export interface LikeTargets {
  writeups: string[];
  comments: string[];
}

/** Personal (product.md §7): the public answers carry counts, this says which of them are mine. */
export const myLikesQueryKey = (userId: string | undefined, targets: LikeTargets) =>
  ['my-likes', userId, targets.writeups.join(','), targets.comments.join(',')] as const;

/** GET /api/me/likes, asking about at most as many ids as the server takes. */
export function getMyLikes(targets: LikeTargets, signal?: AbortSignal): Promise<MyLikesResponse> {
  const query = {
    writeups: targets.writeups.slice(0, LIMITS.likesAsked).join(',') || undefined,
    comments: targets.comments.slice(0, LIMITS.likesAsked).join(',') || undefined,
  };
  return apiGet<MyLikesResponse>('/api/me/likes', query, signal);
}

export const useMyLikes = (userId: string | undefined, targets: LikeTargets) =>
  useQuery({
    queryKey: myLikesQueryKey(userId, targets),
    queryFn: ({ signal }) => getMyLikes(targets, signal),
    enabled: userId !== undefined && (targets.writeups.length > 0 || targets.comments.length > 0),
  });
