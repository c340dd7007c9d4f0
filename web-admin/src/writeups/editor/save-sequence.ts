import { useCallback, useRef, useState } from 'react';

import type { WriteupRecord } from '../../data-provider';

/** Runs a save against the stored version it is given (its `updated` is the version sent). */
export type QueueSave = <T>(save: (stored: WriteupRecord) => Promise<T>) => Promise<T>;

/**
 * The editor's saves of one writeup (autosave, Save, Publish, Schedule), one at a time: each is
 * sent once the one before has answered, with the version that one stored. A Publish clicked
 * while an autosave is in flight would otherwise carry the version before it, and meet 409.
 */
export function useSaveSequence(loaded: WriteupRecord) {
  const [saved, setStored] = useState(loaded);
  const latest = useRef(loaded);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const setSaved = useCallback((writeup: WriteupRecord) => {
    latest.current = writeup;
    setStored(writeup);
  }, []);

  const queueSave = useCallback<QueueSave>((save) => {
    const run = queue.current.then(() => save(latest.current));
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  return { saved, setSaved, queueSave };
}
