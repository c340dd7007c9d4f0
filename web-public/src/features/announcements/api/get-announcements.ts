import { listAnnouncements } from '@reviews/libs/api';
import type { AnnouncementsResponse } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export type AnnouncementsQuery = { limit: number } | { page: number };

export function getAnnouncements(
  query: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  return apiRead(reads.announcements(query), signal);
}

/** The prefix of every announcements query's key. */
export const announcementsQueryKey = [listAnnouncements.operationId] as const;

export const useAnnouncements = (query: AnnouncementsQuery) =>
  useQuery({
    queryKey: reads.announcements(query).key,
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });
