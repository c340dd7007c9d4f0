import { getMyLikes as getMyLikesOp } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { MyLikesResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export interface LikeTargets {
  writeups: string[];
  comments: string[];
}

/** Personal (product.md §7): the public answers carry counts, this says which of them are mine. */
export const myLikesQueryKey = (userId: string | undefined, targets: LikeTargets) =>
  [
    getMyLikesOp.key({
      query: { writeups: targets.writeups.join(','), comments: targets.comments.join(',') },
    }),
    userId,
  ] as const;

/** What I liked among these, asking about at most as many ids as the server takes. */
export function getMyLikes(targets: LikeTargets, signal?: AbortSignal): Promise<MyLikesResponse> {
  const query = {
    writeups: targets.writeups.slice(0, LIMITS.likesAsked).join(',') || undefined,
    comments: targets.comments.slice(0, LIMITS.likesAsked).join(',') || undefined,
  };
  return call(getMyLikesOp, { query }, signal);
}

export const useMyLikes = (userId: string | undefined, targets: LikeTargets) =>
  useQuery({
    queryKey: myLikesQueryKey(userId, targets),
    queryFn: ({ signal }) => getMyLikes(targets, signal),
    enabled: userId !== undefined && (targets.writeups.length > 0 || targets.comments.length > 0),
  });
