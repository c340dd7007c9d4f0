import { getDiscussedWriteups as getDiscussedWriteupsOp } from '@reviews/libs/api';
import type { DiscussedWriteupsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

interface DiscussedQuery {
  days: number;
  limit: number;
}

export function getDiscussed(
  query: DiscussedQuery,
  signal?: AbortSignal,
): Promise<DiscussedWriteupsResponse> {
  return call(getDiscussedWriteupsOp, { query: { ...query } }, signal);
}

/** A public read (the same for every reader, kept by the shared cache); counts may lag 60 s. */
export const useDiscussed = (query: DiscussedQuery) =>
  useQuery({
    queryKey: getDiscussedWriteupsOp.key({ query: { ...query } }),
    queryFn: ({ signal }) => getDiscussed(query, signal),
  });
