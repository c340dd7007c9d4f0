import { getMyRatings as getMyRatingsOp } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { MyRatingsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Personal (product.md §7): the public answers carry the audience score, this says what I gave. */
export const myRatingsQueryKey = (userId: string | undefined, writeupIds: string[]) =>
  [getMyRatingsOp.key({ query: { writeups: writeupIds.join(',') } }), userId] as const;

/** My scores among these writeups (one call for a page of cards), as many as the server takes. */
export function getMyRatings(writeupIds: string[], signal?: AbortSignal): Promise<MyRatingsResponse> {
  const query = { writeups: writeupIds.slice(0, LIMITS.filmLifeAsked).join(',') };
  return call(getMyRatingsOp, { query }, signal);
}

export const useMyRatings = (userId: string | undefined, writeupIds: string[]) =>
  useQuery({
    queryKey: myRatingsQueryKey(userId, writeupIds),
    queryFn: ({ signal }) => getMyRatings(writeupIds, signal),
    enabled: userId !== undefined && writeupIds.length > 0,
  });
