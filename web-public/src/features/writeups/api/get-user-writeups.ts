import { getUserWriteups as getUserWriteupsOp } from '@reviews/libs/api';
import type { UserWriteupsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getUserWriteups(username: string, signal?: AbortSignal): Promise<UserWriteupsResponse> {
  return call(getUserWriteupsOp, { path: { username } }, signal);
}

export const useUserWriteups = (username: string) =>
  useQuery({
    queryKey: getUserWriteupsOp.key({ path: { username } }),
    queryFn: ({ signal }) => getUserWriteups(username, signal),
  });
