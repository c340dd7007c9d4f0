import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { LIMITS } from '@reviews/libs/constants';
import { useId, useState, type FormEvent } from 'react';

import { Field } from '../../../components/field';

interface ReportDialogProps {
  username: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a report; focus stays inside, Escape or Cancel closes it. */
export function ReportDialog({ username, pending, onSubmit, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const trimmed = reason.trim();
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context),
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <FloatingOverlay lockScroll className="overlay">
      <FloatingFocusManager context={context}>
        <div ref={refs.setFloating} className="dialog" aria-labelledby={titleId} {...getFloatingProps()}>
          <h2 id={titleId} className="dialog__title">
            Report {username}&apos;s comment
          </h2>
          <form className="form" onSubmit={submit} aria-label="Report this comment">
            <Field
              label="Why should the moderators look at it?"
              multiline
              rows={3}
              value={reason}
              onChange={setReason}
              maxLength={LIMITS.reportReason}
              autoFocus
            />
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button" disabled={trimmed === '' || pending}>
                Send report
              </button>
            </div>
          </form>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
