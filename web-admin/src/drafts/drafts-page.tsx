import { SITE_PAGES } from '@reviews/libs/site-map';
import { cardDate, formatDateTime, titleWithSeason } from '@reviews/libs/rules';
import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, Title, useGetList } from 'react-admin';

import { RESOURCES, type DraftRecord, type DraftStatus } from '../data-provider';
import { PATHS } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { NewDraftButtons } from './new-draft-buttons';

function DraftRow({ draft }: { draft: DraftRecord }) {
  const when = formatDateTime(cardDate(draft));
  const status = draft.status === 'scheduled' ? `Scheduled for ${when}` : `Last saved ${when}`;
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Link to={PATHS.preview(draft.id)} aria-label={`Preview ${titleWithSeason(draft)}`}>
          Preview
        </Link>
      }
    >
      <ListItemButton component={Link} to={PATHS.edit(draft.id)}>
        <ListItemText
          primary={titleWithSeason(draft)}
          secondary={`${draft.type} · ${draft.admin.username} · ${status}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** `/post/review`: the caller's drafts (root: everyone's), or their scheduled writeups. */
export function DraftsPage() {
  const [status, setStatus] = useState<DraftStatus>('draft');
  const { data, isPending, error } = useGetList<DraftRecord>(RESOURCES.drafts, { filter: { status } });
  const scheduled = status === 'scheduled';
  const title = scheduled ? 'Scheduled drafts' : SITE_PAGES.drafts.title;
  useDocumentTitle(title);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={2}>
          <NewDraftButtons />
          <FormControlLabel
            control={
              <Switch
                checked={scheduled}
                onChange={(event) => setStatus(event.target.checked ? 'scheduled' : 'draft')}
              />
            }
            label="Scheduled drafts"
          />
          {isPending && <LinearProgress aria-label="Loading drafts" />}
          {error && <Alert severity="error">{error.message}</Alert>}
          {data && data.length === 0 && (
            <Typography color="text.secondary">
              {scheduled ? 'Nothing is scheduled.' : 'No drafts yet.'}
            </Typography>
          )}
          {data && data.length > 0 && (
            <List aria-label={title}>
              {data.map((draft) => (
                <DraftRow key={draft.id} draft={draft} />
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
