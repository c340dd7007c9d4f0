import { LIMITS } from '@reviews/libs/constants';
import { useState, type FormEvent } from 'react';

import { Dialog } from '../../../components/dialog';
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
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <Dialog title={`Report ${username}'s comment`} onClose={onClose}>
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
    </Dialog>
  );
}
