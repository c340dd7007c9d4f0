import type { User } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getUser(username: string, signal?: AbortSignal): Promise<User> {
  return apiGet<User>(`/api/user/${encodeURIComponent(username)}`, undefined, signal);
}

export const userQueryKey = (username: string) => ['users', username] as const;

export const useUser = (username: string) =>
  useQuery({
    queryKey: userQueryKey(username),
    queryFn: ({ signal }) => getUser(username, signal),
  });
