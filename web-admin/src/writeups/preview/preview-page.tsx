import { editorState, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Link, ShowBase, Title } from 'react-admin';

import { RESOURCES, type PreviewRecord } from '../../data-provider';
import { NotFound } from '../../lib/not-found';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PreviewFrame } from './preview-frame';
import { ShareCardPreview } from './share-card';

const STATE_NOTES = {
  draft: 'This is a draft: only you (and root) can see it.',
  scheduled: 'This writeup is scheduled: readers will see it once its date comes.',
  published: 'This writeup is published.',
} as const;

function Preview({ preview }: { preview: PreviewRecord }) {
  const { writeup, share } = preview;
  const title = SITE_PAGES.preview.title(titleWithSeason(writeup));
  useDocumentTitle(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Alert
            severity="info"
            action={
              <Button component={Link} to={PATHS.edit(writeup._id)} size="small" sx={{ minHeight: 32 }}>
                Edit
              </Button>
            }
          >
            {STATE_NOTES[editorState(writeup)]}
          </Alert>
          <PreviewFrame
            src={PATHS.readerPreview(writeup._id)}
            title={`${titleWithSeason(writeup)} on the reader site`}
          />
          <ShareCardPreview share={share} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The page says what went wrong (spec §8: a 404 is the not-found page), instead of a notification and a redirect. */
const PAGE_SAYS_IT = { onError: () => undefined };

/**
 * `/preview/:id` (issue 28): the writeup as readers will see it, drafts and scheduled ones
 * included: the reader site's own page in a frame at desktop or phone width, and its social card.
 */
export function PreviewPage() {
  return (
    <ShowBase<PreviewRecord>
      resource={RESOURCES.previews}
      redirectOnError={false}
      queryOptions={PAGE_SAYS_IT}
      render={({ record, isPending, error }) => {
        if (isPending) return <LinearProgress aria-label="Loading writeup" sx={{ mt: 2 }} />;
        if (error) {
          return (error as { status?: number }).status === 404 ? (
            <NotFound what="writeup" />
          ) : (
            <Alert severity="error">{(error as Error).message}</Alert>
          );
        }
        return <Preview preview={record!} />;
      }}
    />
  );
}
