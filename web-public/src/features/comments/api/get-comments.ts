import { listComments } from '@reviews/libs/api';
import type { Comment } from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';

export const commentsQueryKey = (writeupId: string) => reads.comments(writeupId).key;

/** Spec §8: a failed comment fetch shows as an empty list. */
export async function getComments(writeupId: string, signal?: AbortSignal): Promise<Comment[]> {
  try {
    return await call(listComments, { path: { id: writeupId } }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const useComments = (writeupId: string) =>
  useQuery({
    queryKey: commentsQueryKey(writeupId),
    queryFn: ({ signal }) => getComments(writeupId, signal),
  });
