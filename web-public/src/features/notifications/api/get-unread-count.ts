import { getUnreadNotificationCount } from '@reviews/libs/api';
import type { UnreadCountResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** How often the bell asks again while a page stays open. */
export const UNREAD_REFRESH_MS = 60_000;

export const unreadCountQueryKey = (userId: string | undefined) =>
  [getUnreadNotificationCount.key(), userId] as const;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return call(getUnreadNotificationCount, {}, signal);
}

export const useUnreadCount = (userId: string | undefined) =>
  useQuery({
    queryKey: unreadCountQueryKey(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: userId !== undefined,
    refetchInterval: UNREAD_REFRESH_MS,
  });
