import { buildCollections, DEFAULT_FAVORITES_NAME, type Collection } from '@reviews/libs/constants';
import { useMemo } from 'react';
import { useGetOne } from 'react-admin';

import { RESOURCES, type ConfigRecord } from '../data-provider';

const DEFAULT_SITE_NAME = 'Reviews';

export function useSiteConfig(): { siteName: string; collections: Collection[]; publicUrl: string } {
  const { data } = useGetOne<ConfigRecord>(
    RESOURCES.config,
    { id: 'site' },
    { staleTime: Infinity, retry: false },
  );
  const favoritesName = data?.favoritesName ?? DEFAULT_FAVORITES_NAME;
  const collections = useMemo(() => buildCollections(favoritesName), [favoritesName]);
  return {
    siteName: data?.siteName ?? DEFAULT_SITE_NAME,
    collections,
    // The site's public address (PUBLIC_URL); the console is served from it, so its origin until known.
    publicUrl: data?.publicUrl ?? window.location.origin,
  };
}
