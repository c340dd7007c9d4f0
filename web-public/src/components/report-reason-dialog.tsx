import { LIMITS } from '@reviews/libs/constants';
import { type FormEvent, useState } from 'react';

import { Dialog } from './dialog';
import { Field } from './field';

interface ReportReasonDialogProps {
  /** What is reported, as the title and the form name it: "comment", "review". */
  thing: string;
  username: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of a report to the moderators (product.md §10); focus stays inside, Escape
 * or Cancel closes it.
 */
export function ReportReasonDialog({ thing, username, pending, onSubmit, onClose }: ReportReasonDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <Dialog title={`Report ${username}'s ${thing}`} onClose={onClose}>
      <form className="form" onSubmit={submit} aria-label={`Report this ${thing}`}>
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
