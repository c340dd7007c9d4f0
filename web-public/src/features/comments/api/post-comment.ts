import { postComment as postCommentOp } from '@reviews/libs/api';
import type { Comment, NewCommentRequest } from '@reviews/libs/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

/** A comment, or a reply (`replyTo`); `spoiler` and `replyTo` are sent only when given. */
export function postComment(writeupId: string, body: NewCommentRequest): Promise<Comment> {
  return call(postCommentOp, { path: { id: writeupId }, body });
}

export function usePostComment(writeupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCommentRequest) => postComment(writeupId, body),
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
