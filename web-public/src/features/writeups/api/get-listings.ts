import type { ListingQuery, ListingResponse } from '@reviews/libs/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getListings(query: ListingQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiGet<ListingResponse>('/api/writeup/listings', { ...query }, signal);
}

/** The home page's recently reviewed films and series. */
export const HOME_LISTING: ListingQuery = { sort: 'new', page: 1, excludeArticle: true };

export const listingsQuery = (query: ListingQuery) =>
  queryOptions({
    queryKey: ['writeups', 'listings', query],
    queryFn: ({ signal }) => getListings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListings = (query: ListingQuery) => useQuery(listingsQuery(query));
