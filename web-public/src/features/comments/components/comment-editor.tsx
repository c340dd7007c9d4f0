import { LIMITS } from '@reviews/libs/constants';
import { type KeyboardEvent, useRef, useState, type FormEvent } from 'react';

import { Field } from '../../../components/field';

interface CommentEditorProps {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when the comment was saved, so the editor can empty itself. */
  onSubmit: (content: string, spoiler: boolean) => Promise<boolean>;
  /** Offers the "Contains spoilers" box (new comments and replies; an edit keeps the flag). */
  offerSpoiler?: boolean;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Spec §5: a comment is 1 to 300 characters once trimmed; the counter shows how many are used. */
export function CommentEditor({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus = false,
  offerSpoiler = false,
}: CommentEditorProps) {
  const [content, setContent] = useState(initial);
  const [spoiler, setSpoiler] = useState(false);
  const trimmed = content.trim();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') return;
    if (await onSubmit(trimmed, spoiler)) {
      setContent('');
      setSpoiler(false);
      // The submit button is disabled while empty, which would drop focus to the page: keep the
      // writer in the form, ready for the next comment.
      form.current?.querySelector('textarea')?.focus();
    }
  };

  // Esc leaves an edit or a reply as Cancel does; Ctrl+Enter (⌘+Enter) posts as the button does.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (trimmed !== '' && !pending) form.current?.requestSubmit();
    }
  };

  return (
    <form
      ref={form}
      className="form comment-editor"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      aria-label={label}
      aria-keyshortcuts="Control+Enter Meta+Enter"
    >
      <Field
        label={label}
        hideLabel
        multiline
        rows={3}
        value={content}
        onChange={setContent}
        maxLength={LIMITS.comment}
        placeholder="Share your thoughts…"
        autoFocus={autoFocus}
      />
      <div className="comment-editor__actions">
        {offerSpoiler && (
          <label className="comment-editor__spoiler">
            <input type="checkbox" checked={spoiler} onChange={(event) => setSpoiler(event.target.checked)} />
            Contains spoilers
          </label>
        )}
        {onCancel && (
          <button type="button" className="button button--ghost button--small" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--small" disabled={trimmed === '' || pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
