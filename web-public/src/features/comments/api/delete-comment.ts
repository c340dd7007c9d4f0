import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

export function deleteComment(commentId: string): Promise<unknown> {
  return apiSend('DELETE', `/api/comment/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    // Refreshed either way: a failure may mean someone else removed it already.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(writeupId) }),
  });
}
