import { searchAll as searchAllOp } from '@reviews/libs/api';
import { LIMITS } from '@reviews/libs/constants';
import type { SearchAllResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function searchAll(search: string, page: number, signal?: AbortSignal): Promise<SearchAllResponse> {
  return call(searchAllOp, { query: { search, page } }, signal);
}

export const useSearchAll = (search: string, page: number) => {
  const term = search.trim();
  return useQuery({
    queryKey: searchAllOp.key({ query: { search: term, page } }),
    queryFn: ({ signal }) => searchAll(term, page, signal),
    enabled: term.length >= LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
};
