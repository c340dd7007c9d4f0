import type { Collection } from '@reviews/libs/constants';
import type { RevisionFields } from '@reviews/libs/contract';
import {
  editorState,
  formatDateTime,
  intentFields,
  needsRequiredFields,
  type SaveIntent,
  scheduleProblem,
  writeupKind,
} from '@reviews/libs/rules';
import { Button, Stack } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useUpdate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { type ConsoleDataProvider, RESOURCES, type WriteupRecord } from '../../data-provider';
import { pickFields } from '../editor/editor-values';
import type { QueueSave } from '../editor/save-sequence';
import { fromDateTimeLocal } from './date-time-local';
import { plainSaveError } from './plain-error';
import { type PublicIntent, PublishConfirmation } from './publish-confirmation';
import { writerTimeZone } from './publish-times';
import { initialSchedule } from './schedule-picker';
import { usePublishReadiness } from './use-publish-readiness';

const POST_ERROR = 'Error posting; make sure to copy and paste the body somewhere safe';

interface PublishActionsProps {
  /** The writeup as last saved: its state decides what is offered. */
  saved: WriteupRecord;
  collections: readonly Collection[];
  /** The site's public address, which the confirmation builds the writeup's address on. */
  publicUrl: string;
  /** Sends a save after the editor's saves before it, with the version they stored. */
  queueSave: QueueSave;
  onSaved: (writeup: WriteupRecord) => void;
  /** The save met a newer stored version (409): the edits it carried, to compare and merge. */
  onConflict: (mine: Partial<RevisionFields>) => void;
  /** Why the last save failed, in plain words; null once one succeeds. */
  onProblem: (problem: string | null) => void;
  /** Shown at the end of the row (preview, view on site, delete). */
  children?: ReactNode;
}

/** What a successful save says (issue 28: what happened, not "Successfully posted"). */
function savedMessage(intent: SaveIntent, writeup: WriteupRecord): string {
  const kind = writeupKind(writeup.type);
  if (intent === 'save') return `Successfully saved ${kind}`;
  if (intent === 'schedule' && writeup.visibleAfter) {
    return `Scheduled for ${formatDateTime(writeup.visibleAfter, new Date(), writerTimeZone())}`;
  }
  return 'Published';
}

/** An update of the writeup with `fields`, made over the stored version it is given. */
const overStored = (stored: WriteupRecord, fields: object) => ({
  id: stored.id,
  data: { ...fields, _id: stored._id, updated: stored.updated },
  previousData: stored,
});

const isSaveShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/**
 * Save, schedule, publish and unschedule (spec §2, §5), checked with the same libs rules as the
 * server. Publishing and scheduling are confirmed first; ⌘/Ctrl+S saves (Submit once published).
 */
export function PublishActions({
  saved,
  collections,
  publicUrl,
  queueSave,
  onSaved,
  onConflict,
  onProblem,
  children,
}: PublishActionsProps) {
  const { handleSubmit, reset } = useFormContext();
  // The address is built from the title as typed: that is what publishing sends.
  const [title, season] = useWatch({ name: ['title', 'season'] }) as [string | null, number | null];
  const [update, { isPending }] = useUpdate<WriteupRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const state = editorState(saved);
  const [scheduleAt, setScheduleAt] = useState(() =>
    initialSchedule(saved.visibleAfter, state === 'scheduled'),
  );
  const [confirming, setConfirming] = useState<PublicIntent | null>(null);
  const [unscheduling, setUnscheduling] = useState(false);
  const { limitProblems, missing } = usePublishReadiness(saved, collections);
  const scheduleIso = fromDateTimeLocal(scheduleAt);
  const scheduleError = scheduleProblem(scheduleIso);
  const kind = writeupKind(saved.type);

  const blocked = (intent: SaveIntent) =>
    isPending ||
    unscheduling ||
    limitProblems.length > 0 ||
    (needsRequiredFields(intent, saved) && missing.length > 0);

  // Fire and forget: the save's outcome reaches onSuccess and onError below.
  const send = (intent: SaveIntent) =>
    void handleSubmit((formValues) => {
      onProblem(null);
      const fields = { ...formValues, ...intentFields(intent, saved, scheduleIso) };
      return queueSave((stored) =>
        update(RESOURCES.writeups, overStored(stored, fields), {
          mutationMode: 'pessimistic',
          returnPromise: true,
          onSuccess: (writeup) => {
            setConfirming(null);
            reset(writeup);
            onSaved(writeup);
            notify(savedMessage(intent, writeup), { type: 'success' });
          },
          onError: (error) => {
            setConfirming(null);
            onProblem(plainSaveError(error));
            notify(POST_ERROR, { type: 'error' });
            if ((error as { status?: number }).status === 409) onConflict(pickFields(formValues));
          },
        }),
      ).catch(() => undefined);
    })();

  async function unschedule() {
    setUnscheduling(true);
    onProblem(null);
    try {
      const writeup = await dataProvider.unscheduleWriteup(saved.id);
      // Edits typed meanwhile stay in the form, to be saved with the draft.
      reset(writeup, { keepDirtyValues: true });
      onSaved(writeup);
      notify('Unscheduled: the writeup is a draft again', { type: 'success' });
    } catch (error) {
      onProblem(plainSaveError(error));
      notify(plainSaveError(error), { type: 'error' });
    } finally {
      setUnscheduling(false);
    }
  }

  const primary: SaveIntent = state === 'published' ? 'submit' : 'save';
  // The latest send for the shortcut, which listens once on the whole page.
  const shortcut = useRef(() => {});
  shortcut.current = () => {
    if (!blocked(primary)) send(primary);
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      // Also keeps the browser's own "save page" away from the editor.
      event.preventDefault();
      shortcut.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const button = (
    label: string,
    onClick: () => void,
    disabled: boolean,
    variant: 'contained' | 'outlined' = 'outlined',
  ) => (
    <Button variant={variant} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {state === 'published' ? (
        button('Submit', () => send('submit'), blocked('submit'), 'contained')
      ) : (
        <>
          {button('Save', () => send('save'), blocked('save'))}
          {state === 'scheduled' && button('Unschedule', () => void unschedule(), blocked('save'))}
          {button('Schedule', () => setConfirming('schedule'), blocked('schedule'))}
          {button('Publish', () => setConfirming('publish'), blocked('publish'), 'contained')}
        </>
      )}
      {children}
      <PublishConfirmation
        intent={confirming}
        writeup={{ ...saved, title: title ?? '', season: season ?? null }}
        kind={kind}
        publicUrl={publicUrl}
        scheduleAt={scheduleAt}
        scheduleIso={scheduleIso}
        scheduleError={scheduleError}
        onScheduleChange={setScheduleAt}
        pending={isPending}
        onConfirm={() => confirming && send(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
