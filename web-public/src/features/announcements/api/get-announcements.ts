import type { AnnouncementsResponse } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRead } from '../../../lib/api';

export type AnnouncementsQuery = { limit: number } | { page: number };

export function getAnnouncements(
  query: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  return apiRead<AnnouncementsResponse>(reads.announcements(query), signal);
}

export const announcementsQueryKey = ['announcements'] as const;

export const useAnnouncements = (query: AnnouncementsQuery) =>
  useQuery({
    queryKey: [...announcementsQueryKey, query],
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });
