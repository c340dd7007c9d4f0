import { SITE_PAGES } from '@reviews/libs/site-map';
import type { RevisionFields } from '@reviews/libs/contract';
import { canDeleteWriteup, editorState, formatDateTime, titleWithSeason } from '@reviews/libs/rules';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Link, Title } from 'react-admin';

import { writeupKind, type WriteupRecord } from '../../data-provider';
import { PATHS } from '../../lib/paths';
import { useSiteConfig } from '../../lib/site-config';
import { useConsoleActor } from '../../lib/use-console-actor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Autosave } from './autosave';
import { ResolveConflict } from './conflict-dialog';
import { DeleteWriteupButton } from './delete-writeup-button';
import { PublishActions } from '../publish/publish-actions';
import { RevisionsPanel } from '../revisions/revisions-panel';
import { EditWriteup } from '../shared/writeup-loader';
import { WriteupInputs } from '../inputs/writeup-inputs';

function StateChip({ writeup }: { writeup: WriteupRecord }) {
  const state = editorState(writeup);
  if (state === 'draft') return <Chip label="Draft" size="small" />;
  const when = formatDateTime(writeup.visibleAfter ?? writeup.updated);
  return (
    <Chip
      color={state === 'scheduled' ? 'info' : 'success'}
      label={`${state === 'scheduled' ? 'Scheduled for' : 'Published'} ${when}`}
      size="small"
    />
  );
}

function WriteupEditor({ loaded }: { loaded: WriteupRecord }) {
  const [saved, setSaved] = useState(loaded);
  const [conflict, setConflict] = useState<Partial<RevisionFields> | null>(null);
  const { collections } = useSiteConfig();
  const kind = writeupKind(saved.type);
  const heading = SITE_PAGES.edit.title(`${kind}: ${titleWithSeason(saved)}`);
  useDocumentTitle(heading);
  const actor = useConsoleActor();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {titleWithSeason(saved)}
          </Typography>
          <StateChip writeup={saved} />
        </Stack>
        {/* keepDirtyValues: a save that ends while the author types keeps what was typed meanwhile. */}
        <Form record={saved} warnWhenUnsavedChanges noValidate resetOptions={{ keepDirtyValues: true }}>
          <Stack spacing={3}>
            <Autosave saved={saved} collections={collections} onSaved={setSaved} onConflict={setConflict} />
            <WriteupInputs type={saved.type} />
            <PublishActions
              saved={saved}
              collections={collections}
              onSaved={setSaved}
              onConflict={setConflict}
            >
              <Button component={Link} to={PATHS.preview(saved.id)}>
                Preview
              </Button>
              {canDeleteWriteup(actor, saved) && <DeleteWriteupButton writeup={saved} />}
            </PublishActions>
            <RevisionsPanel writeup={saved} onRestored={setSaved} />
          </Stack>
          {conflict && (
            <ResolveConflict
              writeupId={saved.id}
              base={saved}
              mine={conflict}
              onResolved={(stored) => {
                setSaved(stored);
                setConflict(null);
              }}
            />
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

/** `/edit/:id`: the writeup editor (spec §2 Editor). */
export function EditorPage() {
  return <EditWriteup>{(writeup) => <WriteupEditor key={writeup.id} loaded={writeup} />}</EditWriteup>;
}
