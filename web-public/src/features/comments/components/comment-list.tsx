import { formatDate } from '@reviews/libs/rules';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useComments } from '../api/get-comments';

export function CommentList({ writeupId }: { writeupId: string }) {
  const { data: comments, isPending } = useComments(writeupId);
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{comments ? ` (${comments.length})` : ''}</h2>
      {isPending ? (
        <Spinner label="Loading comments" />
      ) : comments && comments.length > 0 ? (
        <ul className="comment-list">
          {comments.map((comment) => (
            <li key={comment._id} className="comment">
              <Avatar username={comment.user.username} src={comment.user.avatar} size={32} />
              <div className="comment__body">
                <p className="comment__meta">
                  <AppLink href={paths.profile.to(comment.user.username)} preview>
                    {comment.user.username}
                  </AppLink>
                  <time dateTime={comment.created}>{formatDate(comment.created)}</time>
                  {comment.edited && <span className="comment__edited">(edited)</span>}
                </p>
                <p className="comment__content">{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">No comments yet.</p>
      )}
    </section>
  );
}
