import { deleteComment as deleteCommentOp } from '@reviews/libs/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

export function deleteComment(commentId: string): Promise<unknown> {
  return call(deleteCommentOp, { path: { id: commentId } });
}

export function useDeleteComment(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    // Refreshed either way: a failure may mean someone else removed it already.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(writeupId) }),
  });
}
