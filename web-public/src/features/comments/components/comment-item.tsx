import type { Comment, User } from '@reviews/libs/contract';
import { canDeleteComment, canEditComment, canModerateComments, canReportComment } from '@reviews/libs/rules';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { SpoilerMarkdown } from '../../../components/spoiler-markdown';
import { showAlert } from '../../../stores/alert-store';
import { confirmDialog } from '../../../stores/modal-store';
import { useDeleteComment } from '../api/delete-comment';
import { useReportComment } from '../api/report-comment';
import { useSetCommentVisibility } from '../api/set-comment-visibility';
import { useUpdateComment } from '../api/update-comment';
import { CommentEditor } from './comment-editor';
import { formatDate } from '../../../lib/page-clock';

/*
 * The dialog (and floating-ui's focus management under it) is its own chunk, fetched when a reader
 * reports: it would otherwise be part of every review's first download.
 */
const ReportDialog = lazy(() =>
  import('./report-dialog').then(({ ReportDialog }) => ({ default: ReportDialog })),
);

interface CommentItemProps {
  comment: Comment;
  writeupId: string;
  user: User | null;
  /** Whether the signed-in reader has reported it (the page's personal state, GET /api/me/state). */
  reportedByMe: boolean;
  /** Its like button, composed by the page (the likes feature). */
  like?: ReactNode;
  /** Opens a reply to it; absent where nobody may reply. */
  onReply?: () => void;
  /** Its replies, under it (product.md §12). */
  children?: ReactNode;
}

/** A comment posted as containing spoilers shows collapsed until its reader opens it. */
function CommentContent({ comment }: { comment: Comment }) {
  return (
    <SpoilerMarkdown html={comment.contentHtml} spoiler={comment.spoiler} noun="comment" block="comment" />
  );
}

/**
 * One comment; its owner edits it in place, root deletes it (spec §2, §6), other members report
 * it, and its author sees when a moderator hid it (product.md §10).
 */
export function CommentItem({
  comment,
  writeupId,
  user,
  reportedByMe,
  like,
  onReply,
  children,
}: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const update = useUpdateComment(writeupId);
  const visibility = useSetCommentVisibility(writeupId);
  const moderates = canModerateComments(user);
  const own = canEditComment(user, comment);
  const remove = useDeleteComment(writeupId);
  const report = useReportComment();
  const [reporting, setReporting] = useState(false);
  const reportable = canReportComment(user, comment);
  const reportButton = useRef<HTMLButtonElement>(null);
  const reportedMark = useRef<HTMLSpanElement>(null);
  const wasReporting = useRef(false);
  const returnFocus = useRef(false);

  // Once the dialog is gone, focus goes back where it was opened: the Report button, then what
  // replaces it when the sent report reaches my reports (a render or two later).
  useEffect(() => {
    if (wasReporting.current && !reporting) returnFocus.current = true;
    wasReporting.current = reporting;
    if (!returnFocus.current || reporting) return;
    if (reportedMark.current) {
      reportedMark.current.focus();
      returnFocus.current = false;
    } else {
      reportButton.current?.focus();
    }
  }, [reporting, reportedByMe]);

  // A closed edit (saved, cancelled or left with Esc) gives focus back to its Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const setHidden = (hidden: boolean) =>
    visibility.mutate(
      { commentId: comment._id, hidden },
      {
        onSuccess: () => showAlert(hidden ? 'Comment hidden' : 'Comment restored', 'success'),
        onError: (error) => showAlert(errorMessage(error), 'error'),
      },
    );

  const sendReport = (reason: string) =>
    report.mutate(
      { commentId: comment._id, reason },
      {
        onSuccess: () => showAlert('Thanks: the moderators will take a look', 'success'),
        onError: (error) => showAlert(errorMessage(error), 'error'),
        onSettled: () => setReporting(false),
      },
    );

  const save = async (content: string) => {
    try {
      await update.mutateAsync({ commentId: comment._id, content });
      setEditing(false);
      return true;
    } catch (error) {
      showAlert(errorMessage(error), 'error');
      return false;
    }
  };

  const startDelete = async () => {
    const confirmed = await confirmDialog({ message: 'Are you sure you want to delete this comment?' });
    if (!confirmed) return;
    remove.mutate(comment._id, {
      onSuccess: () => showAlert('Successfully deleted comment', 'success'),
      onError: () => showAlert('Failed to delete comment', 'error'),
    });
  };

  return (
    <li className={comment.hidden ? 'comment comment--hidden' : 'comment'}>
      <Avatar username={comment.user.username} src={comment.user.avatar} size={32} />
      <div className="comment__body">
        <p className="comment__meta">
          <AppLink href={paths.profile.to(comment.user.username)} preview>
            {comment.user.username}
          </AppLink>
          <time dateTime={comment.created}>{formatDate(comment.created)}</time>
          {comment.edited && <span className="comment__edited">(edited)</span>}
          {comment.hidden && (
            <span className="comment__hidden">
              {own
                ? 'Hidden by a moderator: only you and moderators see it'
                : 'Hidden by a moderator: only its author and moderators see it'}
            </span>
          )}
        </p>
        {editing ? (
          <CommentEditor
            label="Edit your comment"
            initial={comment.content}
            submitLabel="Submit"
            pending={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        ) : (
          <>
            <CommentContent comment={comment} />
            {(like || onReply || own || moderates || canDeleteComment(user) || reportable) && (
              <p className="comment__actions">
                {like}
                {onReply && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Reply to ${comment.user.username}`}
                    onClick={onReply}
                  >
                    Reply
                  </button>
                )}
                {own && (
                  <button
                    ref={editButton}
                    type="button"
                    className="link-button"
                    onClick={() => setEditing(true)}
                  >
                    Edit
                  </button>
                )}
                {moderates && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`${comment.hidden ? 'Restore' : 'Hide'} ${comment.user.username}'s comment`}
                    onClick={() => setHidden(!comment.hidden)}
                    disabled={visibility.isPending}
                  >
                    {comment.hidden ? 'Restore' : 'Hide'}
                  </button>
                )}
                {canDeleteComment(user) && (
                  <button
                    type="button"
                    className="link-button link-button--danger"
                    onClick={() => void startDelete()}
                    disabled={remove.isPending}
                  >
                    Delete
                  </button>
                )}
                {reportable &&
                  (reportedByMe ? (
                    <span ref={reportedMark} tabIndex={-1} className="comment__reported">
                      Reported
                    </span>
                  ) : (
                    <button
                      ref={reportButton}
                      type="button"
                      className="link-button"
                      aria-label={`Report ${comment.user.username}'s comment`}
                      onClick={() => setReporting(true)}
                    >
                      Report
                    </button>
                  ))}
              </p>
            )}
            {reporting && (
              <Suspense fallback={null}>
                <ReportDialog
                  username={comment.user.username}
                  pending={report.isPending}
                  onSubmit={sendReport}
                  onClose={() => setReporting(false)}
                />
              </Suspense>
            )}
          </>
        )}
        {children}
      </div>
    </li>
  );
}
