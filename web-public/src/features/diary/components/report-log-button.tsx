import { useState } from 'react';

import { ReportReasonDialog } from '../../../components/report-reason-dialog';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useReportLog } from '../api/report-log';

/** Report a member's diary entry to the moderators, as comments are reported (product.md §10). */
export function ReportLogButton({ id, username }: { id: string; username: string }) {
  const [open, setOpen] = useState(false);
  const mutation = useReportLog(id);
  const submit = (reason: string) =>
    mutation.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        showAlert('Thank you: the moderators will look at it', 'success');
      },
      onError: (error) => showAlert(errorMessage(error), 'error'),
    });
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Report
      </button>
      {open && (
        <ReportReasonDialog
          thing="review"
          username={username}
          pending={mutation.isPending}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
