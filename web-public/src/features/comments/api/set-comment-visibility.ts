import { setCommentVisibility as setCommentVisibilityOp } from '@reviews/libs/api';
import type { Comment } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

/** product.md §10: a moderator hides a comment or restores it (its reports dismissed). */
export function setCommentVisibility(commentId: string, hidden: boolean): Promise<Comment> {
  return call(setCommentVisibilityOp, { path: { id: commentId }, body: { hidden } });
}

export function useSetCommentVisibility(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      setCommentVisibility(commentId, hidden),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(writeupId) }),
  });
}
