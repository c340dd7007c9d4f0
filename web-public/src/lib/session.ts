import { getUnreadNotificationCount, whoami } from '@reviews/libs/api';
import { SIGNED_IN_MARKER_COOKIE } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useUserStore } from '../stores/user-store';

/** The query that asks the server who is signed in. */
export const whoamiQueryKey = whoami.key();

/** The bell's unread count, per reader; the page load's personal call fills it first. */
export const unreadCountQueryKey = (userId: string | undefined) =>
  [getUnreadNotificationCount.key(), userId] as const;

const MARKER_PATTERN = new RegExp(`(?:^|;)\\s*${SIGNED_IN_MARKER_COOKIE}=1\\s*(?:;|$)`);

/**
 * Whether the server marked this browser signed in (libs SIGNED_IN_MARKER_COOKIE, set beside the
 * session cookie, which scripts cannot read). Without it the reader is a visitor, known before
 * anything is asked: a visitor's page load asks no personal call (product.md §14).
 */
export function carriesSignedInMarker(): boolean {
  return typeof document !== 'undefined' && MARKER_PATTERN.test(document.cookie);
}

/** Drops a marker the server no longer stands behind (its session ended elsewhere or expired). */
export function forgetSignedInMarker(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_MARKER_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/**
 * Records who is signed in after a sign-in, profile save, logout or account deletion: the user
 * store (what the pages read) and the whoami answer kept in the query cache agree.
 */
export function useSetSessionUser(): (user: User | null) => void {
  const queryClient = useQueryClient();
  const setUser = useUserStore((state) => state.setUser);
  return useCallback(
    (user: User | null) => {
      setUser(user);
      queryClient.setQueryData(whoamiQueryKey, user);
    },
    [queryClient, setUser],
  );
}
