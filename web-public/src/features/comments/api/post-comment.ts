import { postComment as postCommentOp } from '@reviews/libs/api';
import type { Comment, CommentRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

export function postComment(writeupId: string, content: string): Promise<Comment> {
  const body: CommentRequest = { content };
  return call(postCommentOp, { path: { id: writeupId }, body });
}

export function usePostComment(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postComment(writeupId, content),
    onSuccess: (created) => {
      // Shown at once (comments are oldest first), then the list is refreshed from the server.
      queryClient.setQueryData<Comment[]>(commentsQueryKey(writeupId), (comments = []) => [
        ...comments,
        created,
      ]);
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(writeupId) });
    },
  });
}
