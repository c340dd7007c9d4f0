import type { Collection } from '@reviews/libs/constants';
import type { RevisionFields } from '@reviews/libs/contract';
import {
  editorState,
  intentFields,
  missingRequiredFields,
  needsRequiredFields,
  type SaveIntent,
  scheduleProblem,
  validateWriteupLimits,
  type WriteupInput,
} from '@reviews/libs/rules';
import { Alert, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { RESOURCES, writeupKind, type WriteupRecord } from '../../data-provider';
import { fromDateTimeLocal } from './date-time-local';
import { pickFields } from '../editor/editor-values';
import { PublishChecks } from './publish-checks';
import { initialSchedule, SchedulePicker } from './schedule-picker';

const POST_ERROR = 'Error posting; make sure to copy and paste the body somewhere safe';

interface PublishActionsProps {
  /** The writeup as last saved: its state decides what is offered. */
  saved: WriteupRecord;
  collections: readonly Collection[];
  onSaved: (writeup: WriteupRecord) => void;
  /** The save met a newer stored version (409): the edits it carried, to compare and merge. */
  onConflict: (mine: Partial<RevisionFields>) => void;
  /** Shown at the end of the row (delete, preview). */
  children?: ReactNode;
}

/** Save, schedule and publish (spec §2, §5), checked with the same libs rules as the server. */
export function PublishActions({ saved, collections, onSaved, onConflict, children }: PublishActionsProps) {
  const values = useWatch() as WriteupInput & Partial<WriteupRecord>;
  const { handleSubmit, reset } = useFormContext();
  const [update, { isPending }] = useUpdate<WriteupRecord>();
  const notify = useNotify();
  const state = editorState(saved);
  const [scheduleAt, setScheduleAt] = useState(() =>
    initialSchedule(saved.visibleAfter, state === 'scheduled'),
  );
  const [serverProblem, setServerProblem] = useState<string | null>(null);

  const input = { ...values, type: saved.type };
  const limitProblems = validateWriteupLimits(
    input,
    collections.map((collection) => collection.search),
  );
  const missing = missingRequiredFields(input);
  const scheduleIso = fromDateTimeLocal(scheduleAt);
  const scheduleError = scheduleProblem(scheduleIso);
  const kind = writeupKind(saved.type);

  const blocked = (intent: SaveIntent) =>
    isPending ||
    limitProblems.length > 0 ||
    (needsRequiredFields(intent, saved) && missing.length > 0) ||
    (intent === 'schedule' && scheduleError !== null);

  const send = (intent: SaveIntent) =>
    handleSubmit((formValues) => {
      setServerProblem(null);
      const data = {
        ...formValues,
        ...intentFields(intent, saved, scheduleIso),
        _id: saved._id,
        updated: saved.updated,
      };
      update(
        RESOURCES.writeups,
        { id: saved.id, data, previousData: saved },
        {
          mutationMode: 'pessimistic',
          onSuccess: (writeup) => {
            reset(writeup);
            onSaved(writeup);
            notify(`Successfully ${intent === 'save' ? 'saved' : 'posted'} ${kind}`, { type: 'success' });
          },
          onError: (error) => {
            setServerProblem(error instanceof Error ? error.message : null);
            notify(POST_ERROR, { type: 'error' });
            if ((error as { status?: number }).status === 409) onConflict(pickFields(formValues));
          },
        },
      );
    })();

  const button = (intent: SaveIntent, label: string, variant: 'contained' | 'outlined' = 'outlined') => (
    <Button variant={variant} onClick={() => send(intent)} disabled={blocked(intent)}>
      {label}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <PublishChecks limitProblems={limitProblems} missing={missing} />
      {serverProblem && <Alert severity="error">{serverProblem}</Alert>}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {state === 'published' ? (
          button('submit', 'Submit', 'contained')
        ) : (
          <>
            {button('save', 'Save')}
            <SchedulePicker value={scheduleAt} onChange={setScheduleAt} error={scheduleError} />
            {button('schedule', 'Schedule')}
            {button('publish', 'Publish', 'contained')}
          </>
        )}
        {children}
      </Stack>
    </Stack>
  );
}
