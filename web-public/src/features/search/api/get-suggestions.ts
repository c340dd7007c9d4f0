import { searchSuggestions } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { SearchResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getSuggestions(search: string, signal?: AbortSignal): Promise<SearchResponse> {
  return call(searchSuggestions, { query: { search } }, signal);
}

/** Suggestions for the overlay; asks only from 3 characters, and cancels as the text changes. */
export const useSuggestions = (search: string) => {
  const term = search.trim();
  return useQuery({
    queryKey: searchSuggestions.key({ query: { search: term } }),
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled: term.length >= LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
};
