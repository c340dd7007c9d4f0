import { SITE_PAGES } from '@reviews/libs/site-map';
import { PAGE_SIZES } from '@reviews/libs/constants';
import { formatDate } from '@reviews/libs/rules';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  DataTable,
  List,
  Pagination,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRefresh,
} from 'react-admin';

import { RESOURCES, type AnnouncementRecord } from '../data-provider';
import { PageHeading } from '../layout/page-heading';
import { CardLine, PhoneCards, useIsPhone } from '../layout/phone-cards';
import { AnnouncementInputs } from './announcement-inputs';

const PAGE_TITLE = SITE_PAGES.consoleAnnouncements.title;

/** Spec §8's message; the form starts empty again for the next one. */
function NewAnnouncement() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [posted, setPosted] = useState(0);
  const onSuccess = () => {
    notify('Announcement posted successfully', { type: 'success' });
    setPosted((count) => count + 1);
    refresh();
  };
  return (
    <section aria-labelledby="new-announcement-heading">
      <Create
        key={posted}
        resource={RESOURCES.announcements}
        title={false}
        redirect={false}
        mutationOptions={{ onSuccess }}
      >
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton label="Post announcement" />
            </Toolbar>
          }
        >
          <Typography id="new-announcement-heading" variant="h6" component="h2">
            New announcement
          </Typography>
          <AnnouncementInputs />
        </SimpleForm>
      </Create>
    </section>
  );
}

/** `/post/announcements`: a new announcement, and every announcement, newest first. */
export function AnnouncementsList() {
  const isPhone = useIsPhone();
  return (
    <Stack>
      <PageHeading title={PAGE_TITLE} />
      <NewAnnouncement />
      <List
        resource={RESOURCES.announcements}
        title={PAGE_TITLE}
        actions={false}
        perPage={PAGE_SIZES.announcements}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        {isPhone ? (
          <PhoneCards<AnnouncementRecord> label={PAGE_TITLE} empty="No announcements yet.">
            {(announcement) => (
              <>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {announcement.title}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {announcement.content}
                </Typography>
                <CardLine label="Posted">{`${formatDate(announcement.created)} by ${announcement.admin.username}`}</CardLine>
              </>
            )}
          </PhoneCards>
        ) : (
          <DataTable<AnnouncementRecord> aria-label={PAGE_TITLE} rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="title" label="Title" disableSort />
            <DataTable.Col source="content" label="Content" disableSort />
            <DataTable.Col<AnnouncementRecord>
              label="Author"
              render={(announcement) => announcement.admin.username}
            />
            <DataTable.Col<AnnouncementRecord>
              label="Posted"
              render={(announcement) => formatDate(announcement.created)}
            />
          </DataTable>
        )}
      </List>
    </Stack>
  );
}
