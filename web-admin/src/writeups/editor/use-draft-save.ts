import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import { type ConsoleDataProvider, RESOURCES, type WriteupRecord } from '../../data-provider';
import { pickFields } from './editor-values';
import type { LocalCopy } from './local-copy';
import type { QueueSave } from './save-sequence';

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_DELAY_MS = 2500;

export type DraftSaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

interface DraftSaveOptions {
  saved: WriteupRecord;
  values: Record<string, unknown>;
  edited: boolean;
  /** A draft: saved as it is typed. */
  autosaves: boolean;
  /** Nothing is saved while a kept copy is on offer or the values break a limit. */
  paused: boolean;
  blocked: boolean;
  queueSave: QueueSave;
  onSaved: (writeup: WriteupRecord) => void;
  onConflict: (mine: LocalCopy['values']) => void;
}

/** An autosave of `mine` over the stored version `current`: a draft, never published or scheduled. */
function autosave(
  dataProvider: ConsoleDataProvider,
  current: WriteupRecord,
  mine: Record<string, unknown>,
  keepalive: boolean,
) {
  return dataProvider.update<WriteupRecord>(RESOURCES.writeups, {
    id: current.id,
    data: {
      ...mine,
      _id: current._id,
      updated: current.updated,
      draft: true,
      publishNow: false,
      autosave: true,
    },
    previousData: current,
    meta: { keepalive },
  });
}

/**
 * Saves a draft's edits a few seconds after typing stops and when the editor is left, never
 * publishing or scheduling; one save at a time.
 */
export function useDraftSave({
  saved,
  values,
  edited,
  autosaves,
  paused,
  blocked,
  queueSave,
  onSaved,
  onConflict,
}: DraftSaveOptions) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { getValues, reset } = useFormContext();
  const [status, setStatus] = useState<DraftSaveStatus>({ kind: 'idle' });

  const latest = useRef({ saved, edited, autosaves, paused });
  latest.current = { saved, edited, autosaves, paused };
  const inFlight = useRef(false);
  // Leaving fires several events (beforeunload, pagehide, visibilitychange): one save for them all.
  const leavingInFlight = useRef(false);

  /**
   * `leaving`: the page is being left, so the request is sent with keepalive to outlive it, even
   * beside a save still in flight (the local copy stays if that one wins and this one meets 409).
   */
  const saveNow = useCallback(
    async (leaving = false) => {
      const { edited: pending, autosaves: allowed, paused: waiting } = latest.current;
      // A save in flight: when it ends, edits made meanwhile schedule the next one.
      if (!allowed || !pending || waiting) return;
      if (inFlight.current && (!leaving || leavingInFlight.current)) return;
      const mine = pickFields(getValues());
      inFlight.current = true;
      leavingInFlight.current = leaving;
      setStatus({ kind: 'saving' });
      const saveOver = (current: WriteupRecord) => autosave(dataProvider, current, mine, leaving);
      try {
        // Leaving cannot wait for the saves before it: it goes at once, with the version known.
        const { data } = await (leaving ? saveOver(latest.current.saved) : queueSave(saveOver));
        reset(data, { keepValues: true });
        onSaved(data);
        setStatus({ kind: 'saved', at: data.updated });
      } catch (error) {
        const { status: code, message } = error as { status?: number; message?: string };
        setStatus({ kind: 'failed', message: message || 'The server did not answer' });
        if (code === 409) onConflict(mine);
      } finally {
        inFlight.current = false;
        leavingInFlight.current = false;
      }
    },
    [dataProvider, getValues, reset, queueSave, onSaved, onConflict],
  );

  // A newer stored version (a conflict resolved, a manual save) ends an autosave's failure.
  useEffect(() => {
    setStatus((current) => (current.kind === 'failed' ? { kind: 'idle' } : current));
  }, [saved.updated]);

  useEffect(() => {
    if (!autosaves || !edited || paused || blocked) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, saved, autosaves, edited, paused, blocked, saveNow]);

  useFlushOnLeave(saveNow);
  return status;
}

/**
 * Leaving: the tab closed, reloaded or hidden, or another page of the console opened. The last
 * change must reach the server, not only this browser's copy (issue 28).
 */
function useFlushOnLeave(saveNow: (leaving: boolean) => Promise<void>) {
  useEffect(() => {
    const flush = () => void saveNow(true);
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [saveNow]);
}
