import type { Comment } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api';

export const commentsQueryKey = (writeupId: string) => ['comments', writeupId] as const;

/** Spec §8: a failed comment fetch shows as an empty list. */
export async function getComments(writeupId: string, signal?: AbortSignal): Promise<Comment[]> {
  try {
    return await apiGet<Comment[]>(`/api/comment/${encodeURIComponent(writeupId)}`, undefined, signal);
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
