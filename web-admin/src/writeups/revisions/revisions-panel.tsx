import type { RevisionState } from '@reviews/libs/contract';
import { formatDateTime } from '@reviews/libs/rules';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Checkbox,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetList, useGetMany, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import {
  type ConsoleDataProvider,
  RESOURCES,
  type RevisionRecord,
  type RevisionSummaryRecord,
  type WriteupRecord,
} from '../../data-provider';
import { plainSaveError } from '../publish/plain-error';
import { VersionsDiff } from './revision-diff';

interface RevisionsPanelProps {
  writeup: WriteupRecord;
  onRestored: (writeup: WriteupRecord) => void;
}

const describe = (revision: RevisionSummaryRecord) =>
  `${formatDateTime(revision.created)} by ${revision.user?.username ?? 'a deleted account'}`;

const STATE_LABELS: Record<RevisionState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** How a revision differs from the one before it: who, when, how it was saved and the words it changed. */
const details = (revision: RevisionSummaryRecord) =>
  [
    describe(revision),
    revision.kind === 'autosave' ? 'Autosave' : 'Manual save',
    `+${revision.wordsAdded} / −${revision.wordsRemoved} words`,
  ].join(' · ');

function RevisionTitle({ revision }: { revision: RevisionSummaryRecord }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      component="span"
    >
      <span>{revision.title || 'Untitled'}</span>
      <Chip
        size="small"
        variant="outlined"
        label={STATE_LABELS[revision.state]}
        color={
          revision.state === 'published' ? 'success' : revision.state === 'scheduled' ? 'info' : 'default'
        }
      />
    </Stack>
  );
}

/** Two revisions compared, the older one as the base. */
function Comparison({ writeupId, ids }: { writeupId: string; ids: [string, string] }) {
  const { data, error, isPending } = useGetMany<RevisionRecord>(RESOURCES.revisions, {
    ids,
    meta: { writeupId },
  });
  if (isPending) return <LinearProgress aria-label="Loading revisions" />;
  if (error || !data) return <Alert severity="error">{error?.message}</Alert>;
  const [older, newer] = [...data].sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
  return (
    <section aria-label="Comparison">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        From {formatDateTime(older.created)} to {formatDateTime(newer.created)}
      </Typography>
      <VersionsDiff before={older} after={newer} />
    </section>
  );
}

/** product.md §10: the list of saves, any two compared, any one restored (a save like any other). */
export function RevisionsPanel({ writeup, onRestored }: RevisionsPanelProps) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { reset } = useFormContext();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [restoring, setRestoring] = useState<RevisionSummaryRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error, isPending, refetch } = useGetList<RevisionSummaryRecord>(
    RESOURCES.revisions,
    // `updated` in the filter: every save of the writeup asks for the list again.
    { filter: { writeupId: writeup.id, updated: writeup.updated } },
    { enabled: open },
  );

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current.slice(-1), id],
    );

  async function restore(revision: RevisionSummaryRecord) {
    setBusy(true);
    try {
      const restored = await dataProvider.restoreRevision(writeup.id, revision.id);
      reset(restored);
      onRestored(restored);
      notify(`Restored the version of ${formatDateTime(revision.created)}`, { type: 'success' });
      await refetch();
    } catch (problem) {
      notify(`The revision could not be restored: ${plainSaveError(problem)}`, { type: 'error' });
    } finally {
      setBusy(false);
      setRestoring(null);
    }
  }

  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2">Revisions</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {isPending && open && <LinearProgress aria-label="Loading revisions" />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <Stack spacing={2}>
            <Typography variant="body2">Tick two revisions to compare them.</Typography>
            <List dense aria-label="Revisions">
              {data.map((revision) => (
                // The box, the words and Restore side by side in the row's flow: Restore laid over
                // the row's end (MUI's secondaryAction) covered the box on narrow panels (issue 41).
                <ListItem key={revision.id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <Checkbox
                      checked={selected.includes(revision.id)}
                      onChange={() => toggle(revision.id)}
                      slotProps={{ input: { 'aria-label': `Compare ${describe(revision)}` } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    sx={{ minWidth: 0 }}
                    primary={<RevisionTitle revision={revision} />}
                    secondary={details(revision)}
                  />
                  <Button
                    size="small"
                    sx={{ flexShrink: 0, mt: 0.5 }}
                    disabled={busy}
                    onClick={() => setRestoring(revision)}
                  >
                    Restore
                  </Button>
                </ListItem>
              ))}
            </List>
            {selected.length === 2 && (
              <Comparison writeupId={writeup.id} ids={selected as [string, string]} />
            )}
          </Stack>
        )}
        <Confirm
          isOpen={restoring !== null}
          loading={busy}
          title="Restore this revision"
          content={
            restoring
              ? `Save the version of ${describe(restoring)} as the writeup? Edits not yet saved are replaced; the current version stays in the list.`
              : ''
          }
          confirm="Restore"
          cancel="Cancel"
          // restore() reports its own failure.
          onConfirm={() => restoring && void restore(restoring)}
          onClose={() => setRestoring(null)}
        />
      </AccordionDetails>
    </Accordion>
  );
}
