import { SITE_PAGES, writeupLink } from '@reviews/libs/site-map';
import { PAGE_SIZES } from '@reviews/libs/constants';
import {
  canEditWriteup,
  cardDate,
  displayReleaseYear,
  formatDate,
  isScheduled,
  titleWithSeason,
  type Actor,
} from '@reviews/libs/rules';
import { Stack } from '@mui/material';
import { DataTable, Link, List, Pagination, SearchInput, SelectInput, TextInput } from 'react-admin';

import { RESOURCES, type WriteupCardRecord } from '../../data-provider';
import { PageHeading } from '../../layout/page-heading';
import { CardLine, PhoneCards, useIsPhone } from '../../layout/phone-cards';
import { DEFAULT_WRITEUP_SORT } from '../../lib/writeup-sorts';
import { PATHS } from '../../lib/paths';
import { useConsoleActor } from '../../lib/use-console-actor';
import { TYPE_CHOICES, TYPE_LABELS } from '../../lib/writeup-types';

const PAGE_TITLE = SITE_PAGES.consoleWriteups.title;

const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'scheduled', name: 'Scheduled' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="State"
    choices={STATUS_CHOICES}
    emptyText="Published and scheduled"
    alwaysOn
  />,
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} emptyText="Any" alwaysOn />,
  <TextInput key="author" source="author" label="Author" alwaysOn />,
];

/**
 * List rows are cards (no content): this `meta` keeps them out of the cache the editor reads
 * whole writeups from.
 */
const CARDS = { meta: { cards: true } };

function stateOf(writeup: WriteupCardRecord): string {
  if (writeup.draft) return 'Draft';
  return isScheduled(writeup) ? 'Scheduled' : 'Published';
}

/** The editor and preview for a writeup the caller may edit; the reader site's page otherwise. */
function TitleLink({ writeup, actor }: { writeup: WriteupCardRecord; actor: Actor }) {
  const title = titleWithSeason(writeup);
  if (canEditWriteup(actor, writeup)) {
    return (
      <Stack direction="row" spacing={1}>
        <Link to={PATHS.edit(writeup.id)}>{title}</Link>
        <Link to={PATHS.preview(writeup.id)} aria-label={`Preview ${title}`}>
          Preview
        </Link>
      </Stack>
    );
  }
  // A document link: the reader site is another application.
  return <a href={writeupLink(writeup, actor)}>{title}</a>;
}

/** `/post/writeups`: every writeup, published ones too, by state, type, author and title. */
export function WriteupsList() {
  const actor = useConsoleActor();
  const isPhone = useIsPhone();

  return (
    <List
      resource={RESOURCES.writeups}
      title={PAGE_TITLE}
      actions={false}
      filters={filters}
      sort={DEFAULT_WRITEUP_SORT}
      perPage={PAGE_SIZES.listing}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      queryOptions={CARDS}
    >
      <PageHeading title={PAGE_TITLE} />
      {isPhone ? (
        <PhoneCards<WriteupCardRecord> label={PAGE_TITLE} empty="No results found">
          {(writeup) => (
            <>
              <TitleLink writeup={writeup} actor={actor} />
              <CardLine label={stateOf(writeup)}>{formatDate(cardDate(writeup))}</CardLine>
              <CardLine label={TYPE_LABELS[writeup.type]}>{`by ${writeup.admin.username}`}</CardLine>
              {writeup.type !== 'article' && (
                <CardLine label="Rating">{`${writeup.rating} · ${displayReleaseYear(writeup)}`}</CardLine>
              )}
            </>
          )}
        </PhoneCards>
      ) : (
        <DataTable<WriteupCardRecord> aria-label={PAGE_TITLE} rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<WriteupCardRecord>
            source="title"
            label="Title"
            render={(writeup) => <TitleLink writeup={writeup} actor={actor} />}
          />
          <DataTable.Col<WriteupCardRecord> label="Type" render={(writeup) => TYPE_LABELS[writeup.type]} />
          <DataTable.Col<WriteupCardRecord> label="Author" render={(writeup) => writeup.admin.username} />
          <DataTable.Col<WriteupCardRecord> label="State" render={stateOf} />
          <DataTable.Col<WriteupCardRecord>
            source="date"
            label="Date"
            render={(writeup) => formatDate(cardDate(writeup))}
          />
          <DataTable.NumberCol source="rating" label="Rating" />
          <DataTable.Col source="releaseYear" label="Release year" />
        </DataTable>
      )}
    </List>
  );
}
