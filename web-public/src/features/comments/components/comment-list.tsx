import { COMMENT_SORT_LABELS, COMMENT_SORTS, type CommentSort } from '@reviews/libs/constants';
import type { Comment, User } from '@reviews/libs/contract';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { pathOf, type ReturnState } from '../../../lib/return-to';
import { showAlert } from '../../../stores/alert-store';
import { useUserStore } from '../../../stores/user-store';
import { useComments } from '../api/get-comments';
import { useMyComments, useMyReports, withMyComments } from '../api/my-comments';
import { usePostComment } from '../api/post-comment';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';
import { commentThreads } from './comment-threads';

interface NewCommentProps {
  writeupId: string;
  /** Answers this comment (a reply). */
  replyTo?: Comment;
  onDone?: () => void;
}

function NewComment({ writeupId, replyTo, onDone }: NewCommentProps) {
  const post = usePostComment(writeupId);
  const submit = async (content: string, spoiler: boolean) => {
    try {
      await post.mutateAsync({
        content,
        ...(replyTo ? { replyTo: replyTo._id } : {}),
        ...(spoiler ? { spoiler } : {}),
      });
      onDone?.();
      return true;
    } catch (error) {
      showAlert(errorMessage(error), 'error');
      return false;
    }
  };
  return (
    <CommentEditor
      label={replyTo ? `Reply to ${replyTo.user.username}` : 'Add a comment'}
      submitLabel={replyTo ? 'Post reply' : 'Post comment'}
      pending={post.isPending}
      onSubmit={submit}
      onCancel={onDone}
      autoFocus={replyTo !== undefined}
      offerSpoiler
    />
  );
}

function SignInToComment() {
  const location = useLocation();
  const state: ReturnState = { from: pathOf(location) };
  return (
    <p className="comments__sign-in">
      <Link to={paths.login.to()} state={state}>
        Sign in
      </Link>{' '}
      to join the conversation.
    </p>
  );
}

interface CommentListProps {
  writeupId: string;
  /** Comments are taken on published writeups only (a scheduled one is seen by administrators). */
  open: boolean;
  /** A comment's like button, composed by the page. */
  renderLike?: (comment: Comment) => ReactNode;
}

function SortControl({ sort, onChange }: { sort: CommentSort; onChange: (sort: CommentSort) => void }) {
  return (
    <label className="comments__sort">
      Sort comments{' '}
      <select value={sort} onChange={(event) => onChange(event.target.value as CommentSort)}>
        {COMMENT_SORTS.map((option) => (
          <option key={option} value={option}>
            {COMMENT_SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

interface ThreadProps {
  comment: Comment;
  replies: Comment[];
  writeupId: string;
  user: User | null;
  myReports: string[];
  open: boolean;
  renderLike?: (comment: Comment) => ReactNode;
}

/** A top-level comment, its replies under it, and the reply form of whichever was answered. */
function Thread({ comment, replies, writeupId, user, myReports, open, renderLike }: ThreadProps) {
  const [answering, setAnswering] = useState<Comment | null>(null);
  const item = (shown: Comment, children?: ReactNode) => (
    <CommentItem
      key={shown._id}
      comment={shown}
      writeupId={writeupId}
      user={user}
      reportedByMe={myReports.includes(shown._id)}
      like={renderLike?.(shown)}
      onReply={open && user ? () => setAnswering(shown) : undefined}
    >
      {children}
    </CommentItem>
  );
  return item(
    comment,
    (replies.length > 0 || answering) && (
      <>
        {replies.length > 0 && (
          <ul
            className="comment-list comment-list--replies"
            aria-label={`Replies to ${comment.user.username}`}
          >
            {replies.map((reply) => item(reply))}
          </ul>
        )}
        {answering && (
          <NewComment writeupId={writeupId} replyTo={answering} onDone={() => setAnswering(null)} />
        )}
      </>
    ),
  );
}

export function CommentList({ writeupId, open, renderLike }: CommentListProps) {
  const { data: listed, isPending } = useComments(writeupId);
  const user = useUserStore((state) => state.user);
  const { data: mine } = useMyComments();
  const comments = listed && withMyComments(listed, mine);
  const { data: myReports = [] } = useMyReports();
  const [sort, setSort] = useState<CommentSort>(COMMENT_SORTS[0]);
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{comments ? ` (${comments.length})` : ''}</h2>
      {isPending ? (
        <Spinner label="Loading comments" />
      ) : comments && comments.length > 0 ? (
        <>
          <SortControl sort={sort} onChange={setSort} />
          <ul className="comment-list">
            {commentThreads(comments, sort).map((thread) => (
              <Thread
                key={thread.comment._id}
                comment={thread.comment}
                replies={thread.replies}
                writeupId={writeupId}
                user={user}
                myReports={myReports}
                open={open}
                renderLike={renderLike}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="empty-state">No comments yet.</p>
      )}
      {!open ? (
        <p className="comments__sign-in">Comments open once this is published.</p>
      ) : (
        <CommentComposer writeupId={writeupId} />
      )}
    </section>
  );
}

/** A new comment, or the invitation to sign in: its own component, so the session's answer re-renders only it. */
function CommentComposer({ writeupId }: { writeupId: string }) {
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  if (!initialised) return null;
  return user ? <NewComment writeupId={writeupId} /> : <SignInToComment />;
}
