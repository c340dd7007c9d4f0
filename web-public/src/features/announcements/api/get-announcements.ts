import type { AnnouncementsResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export type AnnouncementsQuery = { limit: number } | { page: number };

export function getAnnouncements(
  query: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  return apiGet<AnnouncementsResponse>('/api/announcement', { ...query }, signal);
}

export const announcementsQueryKey = ['announcements'] as const;

export const useAnnouncements = (query: AnnouncementsQuery) =>
  useQuery({
    queryKey: [...announcementsQueryKey, query],
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });
