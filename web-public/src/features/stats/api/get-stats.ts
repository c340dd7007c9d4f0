import type { SiteStats } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getStats(signal?: AbortSignal): Promise<SiteStats> {
  return apiGet<SiteStats>('/api/getSiteStats', undefined, signal);
}

export const useStats = () => useQuery({ queryKey: ['stats'], queryFn: ({ signal }) => getStats(signal) });
