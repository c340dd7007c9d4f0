import { SITE_PAGES } from '@reviews/libs/site-map';
import { editorState, titleWithSeason } from '@reviews/libs/rules';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { Link, Title } from 'react-admin';

import type { WriteupRecord } from '../../data-provider';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ShowWriteup } from '../shared/writeup-loader';
import { WriteupView } from './writeup-view';

const STATE_NOTES = {
  draft: 'This is a draft: only you (and root) can see it.',
  scheduled: 'This writeup is scheduled: readers will see it once its date comes.',
  published: 'This writeup is published.',
} as const;

function Preview({ writeup }: { writeup: WriteupRecord }) {
  const title = SITE_PAGES.preview.title(titleWithSeason(writeup));
  useDocumentTitle(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={2}>
          <Alert
            severity="info"
            action={
              <Button component={Link} to={PATHS.edit(writeup.id)} size="small">
                Edit
              </Button>
            }
          >
            {STATE_NOTES[editorState(writeup)]}
          </Alert>
          <WriteupView writeup={writeup} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** `/preview/:id`: the writeup as readers will see it, drafts and scheduled ones included. */
export function PreviewPage() {
  return <ShowWriteup>{(writeup) => <Preview writeup={writeup} />}</ShowWriteup>;
}
