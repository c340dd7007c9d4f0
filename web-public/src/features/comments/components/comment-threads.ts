import type { CommentSort } from '@reviews/libs/constants';
import type { Comment } from '@reviews/libs/contract';

export interface CommentThread {
  comment: Comment;
  /** Oldest first, whatever the order of the threads. */
  replies: Comment[];
}

const byAge = (a: Comment, b: Comment) => a.created.localeCompare(b.created);
const ORDERS: Record<CommentSort, (a: Comment, b: Comment) => number> = {
  oldest: byAge,
  newest: (a, b) => byAge(b, a),
  liked: (a, b) => b.likes - a.likes || byAge(a, b),
};

/**
 * The flat list of product.md §12 as threads: each top-level comment with its replies under it,
 * the threads in the chosen order. A reply whose comment is not in the list (hidden from this
 * reader) stands as a thread of its own rather than vanish.
 */
export function commentThreads(comments: Comment[], sort: CommentSort): CommentThread[] {
  const ids = new Set(comments.map((comment) => comment._id));
  const replies = new Map<string, Comment[]>();
  const tops: Comment[] = [];
  for (const comment of comments) {
    if (comment.replyTo && ids.has(comment.replyTo)) {
      replies.set(comment.replyTo, [...(replies.get(comment.replyTo) ?? []), comment]);
    } else {
      tops.push(comment);
    }
  }
  return [...tops]
    .sort(ORDERS[sort])
    .map((comment) => ({ comment, replies: [...(replies.get(comment._id) ?? [])].sort(byAge) }));
}
