import { useState } from 'react';

import { showAlert } from '../../../stores/alert-store';
import { useLogWatch } from '../api/change-log';
import { LogDialog } from './log-dialog';

/** product.md §15: "Log" beside the watchlist and rating controls of a movie or series. */
export function LogButton({ writeupId, title }: { writeupId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const mutation = useLogWatch(writeupId);
  return (
    <>
      <button type="button" className="button button--ghost log-button" onClick={() => setOpen(true)}>
        Log
      </button>
      {open && (
        <LogDialog
          title={title}
          onClose={() => setOpen(false)}
          onSubmit={async (body) => {
            await mutation.mutateAsync(body);
            showAlert(`Logged ${title} in your diary`, 'success');
          }}
        />
      )}
    </>
  );
}
