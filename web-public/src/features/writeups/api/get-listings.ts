import type { ListingQuery, ListingResponse } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export function getListings(query: ListingQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiRead(reads.listings(query), signal);
}

export const listingsQuery = (query: ListingQuery) =>
  queryOptions({
    queryKey: reads.listings(query).key,
    queryFn: ({ signal }) => getListings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListings = (query: ListingQuery) => useQuery(listingsQuery(query));
