import type { Collection } from '@reviews/libs/constants';
import { editorState, validateWriteupLimits } from '@reviews/libs/rules';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';

import type { WriteupRecord } from '../../data-provider';
import { changedFields } from '../revisions/revision-diff';
import { applyEdits } from './editor-values';
import type { LocalCopy } from './local-copy';
import type { QueueSave } from './save-sequence';
import { type DraftSaveStatus, useDraftSave } from './use-draft-save';
import { useLocalCopy } from './use-local-copy';

interface AutosaveProps {
  /** The writeup as last stored. */
  saved: WriteupRecord;
  collections: readonly Collection[];
  queueSave: QueueSave;
  onSaved: (writeup: WriteupRecord) => void;
  /** A save met a newer stored version (409): these are the edits to keep, compare or merge. */
  onConflict: (mine: LocalCopy['values']) => void;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString();

/**
 * product.md §10: unsaved edits are kept in this browser until saved; a draft's edits are also
 * saved a few seconds after typing stops and before the editor is left, never publishing or
 * scheduling. Published and scheduled writeups are not saved over: their edits wait for Submit.
 */
export function Autosave({ saved, collections, ...saves }: AutosaveProps) {
  const values = useWatch() as Record<string, unknown>;
  const { setValue } = useFormContext();
  const autosaves = editorState(saved) === 'draft';
  const edited = changedFields(saved, values).length > 0;
  const problems = validateWriteupLimits(
    { ...(values as object), type: saved.type } as Parameters<typeof validateWriteupLimits>[0],
    collections.map((collection) => collection.search),
  );
  const localCopy = useLocalCopy(saved, values, edited);
  const { offer } = localCopy;
  const status = useDraftSave({
    saved,
    values,
    edited,
    autosaves,
    paused: offer !== null,
    blocked: problems.length > 0,
    ...saves,
  });

  if (offer) {
    return (
      <Alert
        severity="info"
        action={
          <Stack direction="row" spacing={1}>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                localCopy.dismiss();
                // Kept against an older version: compare with the stored one rather than save over it.
                if (offer.basedOn === saved.updated) applyEdits({ setValue }, offer.values);
                else saves.onConflict(offer.values);
              }}
            >
              Restore them
            </Button>
            <Button color="inherit" size="small" onClick={localCopy.discard}>
              Discard them
            </Button>
          </Stack>
        }
      >
        This browser kept unsaved changes from {timeOf(offer.keptAt)}.
      </Alert>
    );
  }
  if (status.kind === 'failed') {
    return (
      <Alert severity="warning">
        Autosave failed: {status.message}. Your changes are kept in this browser until they are saved.
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {statusText(status, edited, autosaves, problems.length > 0)}
    </Typography>
  );
}

function statusText(status: DraftSaveStatus, edited: boolean, autosaves: boolean, blocked: boolean): string {
  if (status.kind === 'saving') return 'Saving…';
  if (edited && !autosaves) return 'Unsaved changes are kept in this browser until you submit them.';
  if (edited && blocked) return 'Not saved yet: fix the problems above.';
  if (edited) return 'Unsaved changes';
  if (status.kind === 'saved') return `Saved at ${timeOf(status.at)}`;
  return autosaves ? 'Changes are saved automatically.' : '';
}
