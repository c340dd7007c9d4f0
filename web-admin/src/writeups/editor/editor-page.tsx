import { SITE_PAGES, writeupLink } from '@reviews/libs/site-map';
import type { RevisionFields } from '@reviews/libs/contract';
import {
  canDeleteWriteup,
  editorState,
  titleWithSeason,
  WRITEUP_FIELD_LABELS,
  writeupKind,
} from '@reviews/libs/rules';
import { Alert, Box, Button, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Form, Link, Title } from 'react-admin';

import type { WriteupRecord } from '../../data-provider';
import { PATHS } from '../../lib/paths';
import { useSiteConfig } from '../../lib/site-config';
import { useConsoleActor } from '../../lib/use-console-actor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentEditor } from '../inputs/content-editor';
import { MetadataFields, TitleInput } from '../inputs/writeup-inputs';
import { PublishActions } from '../publish/publish-actions';
import { PublishChecks } from '../publish/publish-checks';
import { usePublishReadiness } from '../publish/use-publish-readiness';
import { RevisionsPanel } from '../revisions/revisions-panel';
import { EditWriteup } from '../shared/writeup-loader';
import { Autosave } from './autosave';
import { ResolveConflict } from './conflict-dialog';
import { DeleteWriteupButton } from './delete-writeup-button';
import { EditorBar } from './editor-bar';
import { MetadataPanel } from './metadata-panel';
import { useSaveSequence } from './save-sequence';

function SaveProblems({ saved, problem }: { saved: WriteupRecord; problem: string | null }) {
  const { collections } = useSiteConfig();
  const { limitProblems, missing } = usePublishReadiness(saved, collections);
  return (
    <>
      <PublishChecks limitProblems={limitProblems} missing={missing} />
      {problem && <Alert severity="error">{problem}</Alert>}
    </>
  );
}

function WriteupEditor({ loaded }: { loaded: WriteupRecord }) {
  const { saved, setSaved, queueSave } = useSaveSequence(loaded);
  const [conflict, setConflict] = useState<Partial<RevisionFields> | null>(null);
  const saves = { queueSave, onSaved: setSaved, onConflict: setConflict };
  const [problem, setProblem] = useState<string | null>(null);
  const { collections, publicUrl } = useSiteConfig();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const kind = writeupKind(saved.type);
  const heading = SITE_PAGES.edit.title(`${kind}: ${titleWithSeason(saved)}`);
  useDocumentTitle(heading);
  const actor = useConsoleActor();
  const details = (
    <MetadataPanel narrow={narrow}>
      <MetadataFields type={saved.type} />
    </MetadataPanel>
  );

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title={heading} />
      {/* keepDirtyValues: a save that ends while the author types keeps what was typed meanwhile.
          A draft saves itself when left, silently: only published and scheduled writeups, whose
          edits wait for Submit, ask before their edits are left (issue 41). */}
      <Form
        record={saved}
        warnWhenUnsavedChanges={editorState(saved) !== 'draft'}
        noValidate
        resetOptions={{ keepDirtyValues: true }}
      >
        <EditorBar saved={saved}>
          <PublishActions
            saved={saved}
            collections={collections}
            publicUrl={publicUrl}
            {...saves}
            onProblem={setProblem}
          >
            <Button component={Link} to={PATHS.preview(saved.id)}>
              Preview
            </Button>
            {editorState(saved) === 'published' && saved.slug !== null && (
              // A document link: the reader site is another application.
              <Button href={writeupLink(saved, actor)}>View on site</Button>
            )}
            {canDeleteWriteup(actor, saved) && <DeleteWriteupButton writeup={saved} />}
          </PublishActions>
        </EditorBar>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) 20rem',
              lg: 'minmax(0, 1fr) 24rem',
            },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Autosave saved={saved} collections={collections} {...saves} />
            <SaveProblems saved={saved} problem={problem} />
            <TitleInput />
            {narrow && details}
            <ContentEditor label={WRITEUP_FIELD_LABELS.content} />
            <RevisionsPanel writeup={saved} onRestored={setSaved} />
          </Stack>
          {!narrow && details}
        </Box>
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
    </Box>
  );
}

/** `/edit/:id`: the writeup editor (spec §2 Editor), content first with its details beside it. */
export function EditorPage() {
  return <EditWriteup>{(writeup) => <WriteupEditor key={writeup.id} loaded={writeup} />}</EditWriteup>;
}
