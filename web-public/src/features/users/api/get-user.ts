import { getUserProfile } from '@reviews/libs/api';
import type { User } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getUser(username: string, signal?: AbortSignal): Promise<User> {
  return call(getUserProfile, { path: { username } }, signal);
}

export const userQueryKey = (username: string) => getUserProfile.key({ path: { username } });

export const useUser = (username: string) =>
  useQuery({
    queryKey: userQueryKey(username),
    queryFn: ({ signal }) => getUser(username, signal),
  });
