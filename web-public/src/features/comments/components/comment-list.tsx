import { Link, useLocation } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { pathOf, type ReturnState } from '../../../lib/return-to';
import { showAlert } from '../../../stores/alert-store';
import { useUserStore } from '../../../stores/user-store';
import { useComments } from '../api/get-comments';
import { useMyReports } from '../api/get-my-reports';
import { useMyComments, withMyComments } from '../api/get-my-comments';
import { usePostComment } from '../api/post-comment';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';

function NewComment({ writeupId }: { writeupId: string }) {
  const post = usePostComment(writeupId);
  const submit = async (content: string) => {
    try {
      await post.mutateAsync(content);
      return true;
    } catch (error) {
      showAlert(errorMessage(error), 'error');
      return false;
    }
  };
  return (
    <CommentEditor
      label="Add a comment"
      submitLabel="Post comment"
      pending={post.isPending}
      onSubmit={submit}
    />
  );
}

function SignInToComment() {
  const location = useLocation();
  const state: ReturnState = { from: pathOf(location) };
  return (
    <p className="comments__sign-in">
      <Link to={paths.login.to()} state={state}>
        Log in
      </Link>{' '}
      to join the conversation.
    </p>
  );
}

interface CommentListProps {
  writeupId: string;
  /** Comments are taken on published writeups only (a scheduled one is seen by administrators). */
  open: boolean;
}

export function CommentList({ writeupId, open }: CommentListProps) {
  const { data: listed, isPending } = useComments(writeupId);
  const user = useUserStore((state) => state.user);
  const { data: mine } = useMyComments(writeupId, user !== null);
  const comments = listed && withMyComments(listed, mine?.comments);
  const initialised = useUserStore((state) => state.initialised);
  const { data: myReports = [] } = useMyReports(writeupId, user?._id);
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{comments ? ` (${comments.length})` : ''}</h2>
      {isPending ? (
        <Spinner label="Loading comments" />
      ) : comments && comments.length > 0 ? (
        <ul className="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              writeupId={writeupId}
              user={user}
              reportedByMe={myReports.includes(comment._id)}
            />
          ))}
        </ul>
      ) : (
        <p className="empty-state">No comments yet.</p>
      )}
      {!open ? (
        <p className="comments__sign-in">Comments open once this is published.</p>
      ) : (
        initialised && (user ? <NewComment writeupId={writeupId} /> : <SignInToComment />)
      )}
    </section>
  );
}
