import { getMyComments as getMyCommentsOp } from '@reviews/libs/api';
import type { Comment, MyCommentsResponse } from '@reviews/libs/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

/**
 * product.md §7: the public list is the same for every member (so the shared cache answers it);
 * what only I see in it (my comments a moderator hid) comes from this personal call.
 */
export function getMyComments(writeupId: string, signal?: AbortSignal): Promise<MyCommentsResponse> {
  return call(getMyCommentsOp, { query: { writeup: writeupId } }, signal);
}

/** Under the list's key, so whatever refreshes the list refreshes this too. */
export const myCommentsQueryKey = (writeupId: string) => [
  ...commentsQueryKey(writeupId),
  getMyCommentsOp.key({ query: { writeup: writeupId } }),
];

export const useMyComments = (writeupId: string, signedIn: boolean) =>
  useQuery({
    queryKey: myCommentsQueryKey(writeupId),
    queryFn: ({ signal }) => getMyComments(writeupId, signal),
    enabled: signedIn,
  });

/** The public list with mine merged in, oldest first as the server orders them. */
export function withMyComments(comments: Comment[], mine: Comment[] = []): Comment[] {
  const listed = new Set(comments.map((comment) => comment._id));
  const added = mine.filter((comment) => !listed.has(comment._id));
  if (added.length === 0) return comments;
  return [...comments, ...added].sort(
    (a, b) => a.created.localeCompare(b.created) || a._id.localeCompare(b._id),
  );
}
