import type { SiteStats } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export function getStats(signal?: AbortSignal): Promise<SiteStats> {
  return apiRead(reads.stats(), signal);
}

export const useStats = () =>
  useQuery({ queryKey: reads.stats().key, queryFn: ({ signal }) => getStats(signal) });
