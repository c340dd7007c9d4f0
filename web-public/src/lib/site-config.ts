import type { SiteConfig } from '@reviews/libs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from './api';

const FALLBACK: SiteConfig = {
  siteName: 'Reviews',
  contactEmail: null,
  favoritesName: 'staff',
  publicUrl: '',
};

export const siteConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiGet<SiteConfig>('/api/config', undefined, signal),
  staleTime: Infinity,
});

/** The server's site settings; sensible defaults until (or unless) they arrive. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQuery);
  return data ?? FALLBACK;
}
