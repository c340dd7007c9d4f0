import type { Writeup, WriteupLookupFilter } from '@reviews/libs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getWriteup(filter: WriteupLookupFilter, signal?: AbortSignal): Promise<Writeup> {
  return apiGet<Writeup>('/api/writeup/', { filter }, signal);
}

/** A published writeup by slug, with its leaderboard rank; articles are looked up as articles. */
export const writeupQuery = (slug: string, article: boolean) => {
  const filter: WriteupLookupFilter = article
    ? { slug, type: 'article', includeRank: true }
    : { slug, includeRank: true };
  return queryOptions({
    queryKey: ['writeups', 'detail', filter],
    queryFn: ({ signal }) => getWriteup(filter, signal),
  });
};

export const useWriteup = (slug: string, article: boolean) => useQuery(writeupQuery(slug, article));
