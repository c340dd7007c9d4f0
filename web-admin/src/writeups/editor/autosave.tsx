import type { Collection } from '@reviews/libs/constants';
import { editorState, validateWriteupLimits } from '@reviews/libs/rules';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { type ConsoleDataProvider, RESOURCES, type WriteupRecord } from '../../data-provider';
import { applyEdits, pickFields } from './editor-values';
import { clearLocalCopy, type LocalCopy, readLocalCopy, writeLocalCopy } from './local-copy';
import { changedFields } from '../revisions/revision-diff';

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_DELAY_MS = 2500;

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

interface AutosaveProps {
  /** The writeup as last stored. */
  saved: WriteupRecord;
  collections: readonly Collection[];
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
export function Autosave({ saved, collections, onSaved, onConflict }: AutosaveProps) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const values = useWatch() as Record<string, unknown>;
  const { getValues, reset, setValue } = useFormContext();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    const copy = readLocalCopy(saved.id);
    return copy && changedFields(saved, copy.values).length > 0 ? copy : null;
  });
  const autosaves = editorState(saved) === 'draft';
  const edited = changedFields(saved, values).length > 0;
  const problems = validateWriteupLimits(
    { ...(values as object), type: saved.type } as Parameters<typeof validateWriteupLimits>[0],
    collections.map((collection) => collection.search),
  );

  const latest = useRef({ saved, edited, autosaves, offer });
  latest.current = { saved, edited, autosaves, offer };
  const inFlight = useRef(false);

  useEffect(() => {
    // While the kept copy is on offer, the storage holds it untouched.
    if (offer) return;
    if (edited) {
      writeLocalCopy(saved.id, {
        values: pickFields(values),
        basedOn: saved.updated,
        keptAt: new Date().toISOString(),
      });
    } else {
      clearLocalCopy(saved.id);
    }
  }, [values, edited, offer, saved.id, saved.updated]);

  const saveNow = useCallback(async () => {
    const { saved: current, edited: pending, autosaves: allowed, offer: offered } = latest.current;
    // A save in flight: when it ends, edits made meanwhile schedule the next one.
    if (!allowed || !pending || offered || inFlight.current) return;
    const mine = pickFields(getValues());
    inFlight.current = true;
    setStatus({ kind: 'saving' });
    try {
      const { data } = await dataProvider.update<WriteupRecord>(RESOURCES.writeups, {
        id: current.id,
        data: { ...mine, _id: current._id, updated: current.updated, draft: true, publishNow: false },
        previousData: current,
      });
      reset(data, { keepValues: true });
      onSaved(data);
      setStatus({ kind: 'saved', at: data.updated });
    } catch (error) {
      const { status: code, message } = error as { status?: number; message?: string };
      setStatus({ kind: 'failed', message: message || 'The server did not answer' });
      if (code === 409) onConflict(mine);
    } finally {
      inFlight.current = false;
    }
  }, [dataProvider, getValues, reset, onSaved, onConflict]);

  useEffect(() => {
    if (!autosaves || !edited || offer || problems.length > 0) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, saved, autosaves, edited, offer, problems.length, saveNow]);

  // Leaving: the tab hidden or closed, or another page of the console opened.
  useEffect(() => {
    const flush = () => void saveNow();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [saveNow]);

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
                setOffer(null);
                // Kept against an older version: compare with the stored one rather than save over it.
                if (offer.basedOn === saved.updated) applyEdits({ setValue }, offer.values);
                else onConflict(offer.values);
              }}
            >
              Restore them
            </Button>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                clearLocalCopy(saved.id);
                setOffer(null);
              }}
            >
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

function statusText(status: Status, edited: boolean, autosaves: boolean, blocked: boolean): string {
  if (status.kind === 'saving') return 'Saving…';
  if (edited && !autosaves) return 'Unsaved changes are kept in this browser until you submit them.';
  if (edited && blocked) return 'Not saved yet: fix the problems above.';
  if (edited) return 'Unsaved changes';
  if (status.kind === 'saved') return `Saved at ${timeOf(status.at)}`;
  return autosaves ? 'Changes are saved automatically.' : '';
}
