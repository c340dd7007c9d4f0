import { getNotifications, markNotificationsRead } from '@reviews/libs/api';
import type { UnreadCountResponse } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { unreadCountQueryKey } from './get-unread-count';

/** Marks these notifications read, or all of mine (no ids); the unread count after. */
export function markRead(ids?: string[]): Promise<UnreadCountResponse> {
  return call(markNotificationsRead, { body: ids ? { ids } : {} });
}

/** The bell takes the new count at once; the lists are asked again. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => {
      queryClient.setQueryData(unreadCountQueryKey(userId), answer);
      void queryClient.invalidateQueries({ queryKey: [getNotifications.key()] });
    },
  });
}
