import { updateComment as updateCommentOp } from '@reviews/libs/api';
import type { Comment, CommentRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { invalidateMyState } from '../../../lib/my-state';
import { commentsQueryKey } from './get-comments';

export function updateComment(commentId: string, content: string): Promise<Comment> {
  const body: CommentRequest = { content };
  return call(updateCommentOp, { path: { id: commentId }, body });
}

export function useUpdateComment(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      updateComment(commentId, content),
    // My own comments a moderator hid are in the page's personal state, not in the public list.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(writeupId) });
      void invalidateMyState(queryClient);
    },
  });
}
