import { LIMITS } from '@reviews/libs/constants';
import type { SearchAllResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function searchAll(search: string, page: number, signal?: AbortSignal): Promise<SearchAllResponse> {
  return apiGet<SearchAllResponse>('/api/search/all', { search, page }, signal);
}

export const useSearchAll = (search: string, page: number) => {
  const term = search.trim();
  return useQuery({
    queryKey: ['search', 'all', term, page],
    queryFn: ({ signal }) => searchAll(term, page, signal),
    enabled: term.length >= LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
};
