import type { ListSort } from '@reviews/libs/constants';
import { reads } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead, isClientError } from '../../../lib/api';

const noRetryOn4xx = (failures: number, error: Error) => !isClientError(error) && failures < 2;

/** Public lists, most liked or newest first (the same for everyone, product.md §16). */
export const usePublicLists = (sort: ListSort, page: number) =>
  useQuery({
    queryKey: reads.lists({ sort, page }).key,
    queryFn: ({ signal }) => apiRead(reads.lists({ sort, page }), signal),
    placeholderData: keepPreviousData,
  });

/** A member's public lists; an unknown member answers 404. */
export const useUserLists = (username: string, page: number) =>
  useQuery({
    queryKey: reads.userLists(username, page).key,
    queryFn: ({ signal }) => apiRead(reads.userLists(username, page), signal),
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });

/** The public lists holding a writeup (its page links them). */
export const useWriteupLists = (writeupId: string) =>
  useQuery({
    queryKey: reads.writeupLists(writeupId).key,
    queryFn: ({ signal }) => apiRead(reads.writeupLists(writeupId), signal),
    retry: noRetryOn4xx,
  });

/** One list as everyone reads it: public and unlisted lists; a private one answers 404. */
export const usePublicList = (id: string) =>
  useQuery({
    queryKey: reads.list(id).key,
    queryFn: ({ signal }) => apiRead(reads.list(id), signal),
    retry: noRetryOn4xx,
  });
