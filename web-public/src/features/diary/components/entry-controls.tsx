import type { LogEntry, User } from '@reviews/libs/contract';
import { canDeleteLog, canEditLog, canModerateLogs, titleWithSeason } from '@reviews/libs/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useDeleteLog, useSetLogVisibility, useUpdateLog } from '../api/change-log';
import { LogDialog } from './log-dialog';
import { ReportLogButton } from './report-log-button';

/**
 * What the viewer may do with an entry (libs policies): its author changes or deletes it, root
 * deletes it, moderators hide or restore it, other members report it.
 */
export function EntryControls({ entry, viewer }: { entry: LogEntry; viewer: User | null }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateLog(entry._id);
  const remove = useDeleteLog(entry._id);
  const visibility = useSetLogVisibility(entry._id);
  const navigate = useNavigate();
  if (!viewer) return null;
  const owner = { user: { _id: entry.user._id } };
  const onError = (error: unknown) => showAlert(errorMessage(error), 'error');
  return (
    <span className="entry-controls">
      {canEditLog(viewer, owner) && (
        <button type="button" className="link-button" onClick={() => setEditing(true)}>
          Edit
        </button>
      )}
      {canDeleteLog(viewer, owner) && (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                showAlert('Entry deleted', 'success');
                void navigate(paths.diary.to(entry.user.username));
              },
              onError,
            })
          }
        >
          Delete
        </button>
      )}
      {canModerateLogs(viewer) && (
        <button
          type="button"
          className="link-button"
          onClick={() => visibility.mutate(!entry.hidden, { onError })}
        >
          {entry.hidden ? 'Restore' : 'Hide'}
        </button>
      )}
      {!canEditLog(viewer, owner) && !entry.hidden && (
        <ReportLogButton id={entry._id} username={entry.user.username} />
      )}
      {editing && (
        <LogDialog
          title={titleWithSeason(entry.writeup)}
          entry={entry}
          onClose={() => setEditing(false)}
          onSubmit={(body) => update.mutateAsync(body)}
        />
      )}
    </span>
  );
}
