import { getRelatedWriteups as getRelatedWriteupsOp } from '@reviews/libs/api';
import type { RelatedWriteupsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getRelatedWriteups(id: string, signal?: AbortSignal): Promise<RelatedWriteupsResponse> {
  return call(getRelatedWriteupsOp, { path: { id } }, signal);
}

export const useRelatedWriteups = (id: string) =>
  useQuery({
    queryKey: getRelatedWriteupsOp.key({ path: { id } }),
    queryFn: ({ signal }) => getRelatedWriteups(id, signal),
  });
