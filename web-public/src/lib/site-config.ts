import { getSiteConfig } from '@reviews/libs/api';
import type { SiteConfig } from '@reviews/libs/contract';
import { INLINE_SITE_CONFIG_ID } from '@reviews/libs/page-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from './api';

const FALLBACK: SiteConfig = {
  siteName: 'Reviews',
  contactEmail: null,
  favoritesName: 'staff',
  publicUrl: '',
  mediaUrl: null,
};

/** The settings the server wrote into the page, if it did (a page served by Vite's dev server has none). */
function inlineSiteConfig(): SiteConfig | undefined {
  const text = document.getElementById(INLINE_SITE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return undefined;
  }
}

const siteConfigQuery = queryOptions({
  queryKey: getSiteConfig.key(),
  queryFn: ({ signal }) => call(getSiteConfig, {}, signal),
  initialData: inlineSiteConfig,
  staleTime: Infinity,
});

/** The server's site settings; sensible defaults until (or unless) they arrive. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQuery);
  return data ?? FALLBACK;
}
