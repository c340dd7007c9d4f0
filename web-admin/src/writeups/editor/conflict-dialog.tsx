import type { RevisionFields } from '@reviews/libs/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import { type ConsoleDataProvider, RESOURCES, type WriteupRecord } from '../../data-provider';
import { applyEdits } from './editor-values';
import { changedFields, fieldLabel, type RevisionField, VersionsDiff } from '../revisions/revision-diff';

type Side = 'mine' | 'stored';

interface ConflictDialogProps {
  writeupId: string;
  /** The version the edits started from: fields I changed from it default to mine when merging. */
  base: Partial<RevisionFields>;
  /** The edits the stale save carried. */
  mine: Partial<RevisionFields>;
  /** The stored version, and which of my edits to put back on top of it (none, some or all). */
  onResolve: (stored: WriteupRecord, keep: Partial<RevisionFields>) => void;
}

/**
 * The stored version to compare with, read once. When it already holds my edits (my own Save
 * crossed an autosave) there is nothing to ask: it is taken at once.
 */
function useStoredVersion(
  writeupId: string,
  mine: Partial<RevisionFields>,
  onResolve: ConflictDialogProps['onResolve'],
) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [stored, setStored] = useState<WriteupRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    dataProvider
      .getOne<WriteupRecord>(RESOURCES.writeups, { id: writeupId })
      .then(({ data }) => {
        if (changedFields(data, mine).length === 0) onResolve(data, {});
        else setStored(data);
      })
      .catch((error: Error) => setProblem(error.message));
    // Read once, for the edits the stale save carried.
  }, [dataProvider, writeupId]);
  return { stored, problem };
}

/**
 * A save met a newer stored version (409): shows what differs between mine and the stored one
 * and lets the author keep either side or merge field by field. Nothing is saved from here: the
 * chosen version goes back into the editor, so no side is ever dropped without being seen.
 */
function ConflictDialog({ writeupId, base, mine, onResolve }: ConflictDialogProps) {
  const { stored, problem } = useStoredVersion(writeupId, mine, onResolve);
  const [choices, setChoices] = useState<Partial<Record<RevisionField, Side>>>({});

  const fields = stored ? changedFields(stored, mine) : [];
  const edited = changedFields(base, mine);
  const choice = (field: RevisionField): Side =>
    choices[field] ?? (edited.includes(field) ? 'mine' : 'stored');
  const keep = (side: (field: RevisionField) => Side) =>
    Object.fromEntries(fields.filter((field) => side(field) === 'mine').map((field) => [field, mine[field]]));

  return (
    <Dialog open maxWidth="md" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">Compare your changes with the stored version</DialogTitle>
      <DialogContent>
        {problem && <Alert severity="error">{problem}. Your changes are kept in this browser.</Alert>}
        {!stored && !problem && <LinearProgress aria-label="Loading the stored version" />}
        {stored && (
          <Stack spacing={2}>
            <Typography>
              Someone saved this writeup after you opened it. Below, struck-through text is the stored version
              and underlined text is yours. Keep either, or choose per field and merge.
            </Typography>
            <VersionsDiff before={stored} after={mine} sameText="Your changes match the stored version." />
            {fields.map((field) => (
              <RadioGroup
                key={field}
                row
                aria-label={`Keep for ${fieldLabel(field)}`}
                value={choice(field)}
                onChange={(event) => setChoices({ ...choices, [field]: event.target.value as Side })}
              >
                <Typography sx={{ minWidth: 140, alignSelf: 'center' }}>{fieldLabel(field)}</Typography>
                <FormControlLabel value="mine" control={<Radio />} label="Mine" />
                <FormControlLabel value="stored" control={<Radio />} label="Stored" />
              </RadioGroup>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!stored} onClick={() => stored && onResolve(stored, {})}>
          Keep stored version
        </Button>
        <Button disabled={!stored} onClick={() => stored && onResolve(stored, keep(choice))}>
          Merge my choices
        </Button>
        <Button
          variant="contained"
          disabled={!stored}
          onClick={() =>
            stored &&
            onResolve(
              stored,
              keep(() => 'mine'),
            )
          }
        >
          Keep my version
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog wired to the editor's form: the stored version becomes the base, the kept edits go on top. */
export function ResolveConflict({
  writeupId,
  base,
  mine,
  onResolved,
}: {
  writeupId: string;
  base: Partial<RevisionFields>;
  mine: Partial<RevisionFields>;
  onResolved: (stored: WriteupRecord) => void;
}) {
  const { reset, setValue } = useFormContext();
  return (
    <ConflictDialog
      writeupId={writeupId}
      base={base}
      mine={mine}
      onResolve={(stored, keep) => {
        reset(stored);
        applyEdits({ setValue }, keep);
        onResolved(stored);
      }}
    />
  );
}
