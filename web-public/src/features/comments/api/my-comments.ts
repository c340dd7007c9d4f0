import type { Comment } from '@reviews/libs/contract';

import { useMyState } from '../../../lib/my-state';

/**
 * product.md §7: the public list is the same for every member (so the shared cache answers it);
 * what only I see in it (my comments a moderator hid) comes from the page's personal state.
 */
export const useMyComments = () => useMyState((state) => state.comments.comments);

/** The comments of the page's thread I reported. */
export const useMyReports = () => useMyState((state) => state.reports.comments);

/** The public list with mine merged in, oldest first as the server orders them. */
export function withMyComments(comments: Comment[], mine: Comment[] = []): Comment[] {
  const listed = new Set(comments.map((comment) => comment._id));
  const added = mine.filter((comment) => !listed.has(comment._id));
  if (added.length === 0) return comments;
  return [...comments, ...added].sort(
    (a, b) => a.created.localeCompare(b.created) || a._id.localeCompare(b._id),
  );
}
