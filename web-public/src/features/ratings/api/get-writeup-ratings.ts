import { getWriteupRatings as getWriteupRatingsOp } from '@reviews/libs/api';
import type { RatingsSummary } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getWriteupRatings(id: string, signal?: AbortSignal): Promise<RatingsSummary> {
  return call(getWriteupRatingsOp, { path: { id } }, signal);
}

/** The public histogram (the same for everyone, so shared caches answer it); only when there are ratings. */
export const useWriteupRatings = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: reads.writeupRatings(id).key,
    queryFn: ({ signal }) => getWriteupRatings(id, signal),
    enabled,
  });
