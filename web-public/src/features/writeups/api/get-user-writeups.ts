import type { UserWriteupsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export function getUserWriteups(username: string, signal?: AbortSignal): Promise<UserWriteupsResponse> {
  return apiGet<UserWriteupsResponse>(`/api/writeup/user/${encodeURIComponent(username)}`, undefined, signal);
}

export const useUserWriteups = (username: string) =>
  useQuery({
    queryKey: ['writeups', 'user', username],
    queryFn: ({ signal }) => getUserWriteups(username, signal),
  });
