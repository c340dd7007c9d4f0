import { PAGE_SIZES } from '@reviews/libs/constants';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { cardDate, formatDateTime, titleWithSeason } from '@reviews/libs/rules';
import {
  Button,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import {
  BooleanInput,
  Link,
  List,
  Pagination,
  RecordsIterator,
  Title,
  useListContext,
  useRecordContext,
} from 'react-admin';

import { RESOURCES, type DraftRecord, type DraftStatus } from '../data-provider';
import { DEFAULT_WRITEUP_SORT } from '../lib/writeup-sorts';
import { PATHS } from '../lib/paths';
import { PageHeading } from '../layout/page-heading';
import { NewDraftButtons } from '../lib/new-draft-buttons';

/** Spec §2: the 'Scheduled drafts' toggle switches the list between the two statuses. */
const statusToggle = (
  <BooleanInput
    key="status"
    source="status"
    label="Scheduled drafts"
    alwaysOn
    sx={{ ml: 1 }}
    format={(status: DraftStatus) => status === 'scheduled'}
    parse={(scheduled: boolean): DraftStatus => (scheduled ? 'scheduled' : 'draft')}
  />
);

function DraftRow() {
  const draft = useRecordContext<DraftRecord>()!;
  const when = formatDateTime(cardDate(draft));
  const status = draft.status === 'scheduled' ? `Scheduled for ${when}` : `Last saved ${when}`;
  return (
    // The preview link sits beside the row, not over it: on a phone the row's text wraps under it.
    <ListItem disablePadding sx={{ alignItems: 'center' }}>
      <ListItemButton component={Link} to={PATHS.edit(draft.id)} sx={{ minWidth: 0 }}>
        <ListItemText
          primary={titleWithSeason(draft)}
          secondary={`${draft.type} · ${draft.admin.username} · ${status}`}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
      <Button
        component={Link}
        to={PATHS.preview(draft.id)}
        aria-label={`Preview ${titleWithSeason(draft)}`}
        size="small"
        sx={{ mx: 1, flexShrink: 0 }}
      >
        Preview
      </Button>
    </ListItem>
  );
}

function DraftRows() {
  const { data, filterValues, isPending, isPlaceholderData } = useListContext<DraftRecord>();
  const scheduled = filterValues.status === 'scheduled';
  const name = scheduled ? 'Scheduled drafts' : SITE_PAGES.drafts.title;
  return (
    <>
      <Title title={name} />
      <PageHeading title={name} />
      {/* The previous status's rows are not shown under the new name while the new ones load. */}
      {isPending || isPlaceholderData ? (
        <LinearProgress aria-label="Loading drafts" />
      ) : data?.length ? (
        <MuiList aria-label={name}>
          <RecordsIterator>
            <DraftRow />
          </RecordsIterator>
        </MuiList>
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {scheduled ? 'Nothing is scheduled.' : 'No drafts yet.'}
        </Typography>
      )}
    </>
  );
}

/** `/post/review`: the caller's drafts (root: everyone's), or their scheduled writeups. */
export function DraftsList() {
  return (
    <List
      resource={RESOURCES.drafts}
      title={false}
      actions={<NewDraftButtons />}
      filters={[statusToggle]}
      filterDefaultValues={{ status: 'draft' }}
      sort={DEFAULT_WRITEUP_SORT}
      perPage={PAGE_SIZES.drafts}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      empty={false}
    >
      <DraftRows />
    </List>
  );
}
