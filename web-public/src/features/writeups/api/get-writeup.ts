import type { Writeup, WriteupLookupFilter } from '@reviews/libs/contract';
import { reads, writeupLookup } from '@reviews/libs/page-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export function getWriteup(filter: WriteupLookupFilter, signal?: AbortSignal): Promise<Writeup> {
  return apiRead(reads.writeup(filter), signal);
}

/** A published writeup by slug, with its leaderboard rank; articles are looked up as articles. */
export const writeupQuery = (slug: string, article: boolean) => {
  const filter = writeupLookup(slug, article);
  return queryOptions({
    queryKey: reads.writeup(filter).key,
    queryFn: ({ signal }) => getWriteup(filter, signal),
  });
};

export const useWriteup = (slug: string, article: boolean) => useQuery(writeupQuery(slug, article));
