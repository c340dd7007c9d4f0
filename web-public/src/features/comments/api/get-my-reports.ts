import { getMyReports as getMyReportsOp } from '@reviews/libs/api';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

/** Personal, so a query of its own (per reader): the public comment list is the same for everyone. */
export const myReportsQueryKey = (writeupId: string, userId: string | undefined) => [
  ...getMyReportsOp.key({ query: { writeup: writeupId } }),
  userId,
];

/** The comments on this writeup I reported; none when it cannot be read. */
export async function getMyReports(writeupId: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const { comments } = await call(getMyReportsOp, { query: { writeup: writeupId } }, signal);
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
