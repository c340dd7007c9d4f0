import { getNotifications as getNotificationsOp } from '@reviews/libs/api';
import type { NotificationsResponse } from '@reviews/libs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export const notificationsQueryKey = (userId: string, page?: number) =>
  [getNotificationsOp.key(page === undefined ? undefined : { query: { page } }), userId] as const;

export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsResponse> {
  return call(getNotificationsOp, { query: { page } }, signal);
}

export const useNotifications = (userId: string, page: number) =>
  useQuery({
    queryKey: notificationsQueryKey(userId, page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });
