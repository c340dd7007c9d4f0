import { getUnreadNotificationCount } from '@reviews/libs/api';
import type { UnreadCountResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { PERSONAL_STALE_MS } from '../../../lib/my-state';
import { unreadCountQueryKey } from '../../../lib/session';
import { useUserStore } from '../../../stores/user-store';

/** How often the bell asks again while a page stays open. */
export const UNREAD_REFRESH_MS = 60_000;

export { unreadCountQueryKey };

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return call(getUnreadNotificationCount, {}, signal);
}

/**
 * Asked once the session is known: the page load's one personal call files the first count
 * (lib/session.ts); the user this browser remembers shows before that, and must not ask first.
 */
export function useUnreadCount(userId: string | undefined) {
  const initialised = useUserStore((state) => state.initialised);
  return useQuery({
    queryKey: unreadCountQueryKey(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: initialised && userId !== undefined,
    staleTime: PERSONAL_STALE_MS,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
