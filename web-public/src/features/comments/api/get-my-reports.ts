import type { MyReportsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

/** Personal, so a query of its own (per reader): the public comment list is the same for everyone. */
export const myReportsQueryKey = (writeupId: string, userId: string | undefined) =>
  ['my-reports', writeupId, userId] as const;

/** GET /api/me/reports: the comments on this writeup I reported; none when it cannot be read. */
export async function getMyReports(writeupId: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const { comments } = await apiGet<MyReportsResponse>('/api/me/reports', { writeup: writeupId }, signal);
    return comments;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const useMyReports = (writeupId: string, userId: string | undefined) =>
  useQuery({
    queryKey: myReportsQueryKey(writeupId, userId),
    queryFn: ({ signal }) => getMyReports(writeupId, signal),
    enabled: userId !== undefined,
  });
