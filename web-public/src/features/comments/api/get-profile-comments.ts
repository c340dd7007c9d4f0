import { getProfileComments as getProfileCommentsOp } from '@reviews/libs/api';
import type { ProfileCommentsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export function getProfileComments(username: string, signal?: AbortSignal): Promise<ProfileCommentsResponse> {
  return call(getProfileCommentsOp, { path: { username } }, signal);
}

/** The newest page of a member's comments (the profile shows that many). */
export const useProfileComments = (username: string) =>
  useQuery({
    queryKey: getProfileCommentsOp.key({ path: { username } }),
    queryFn: ({ signal }) => getProfileComments(username, signal),
  });
