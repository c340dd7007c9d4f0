import { SITE_PAGES } from '@reviews/libs/site-map';
import { PAGE_SIZES } from '@reviews/libs/constants';
import { formatDate } from '@reviews/libs/rules';
import { LinearProgress, Typography } from '@mui/material';
import { DataTable, List, Pagination, useGetOne, usePermissions } from 'react-admin';

import { type NewsletterStatsRecord, RESOURCES, type UserRecord } from '../data-provider';
import { NotFound } from '../lib/not-found';
import { useConsoleActor } from '../lib/use-console-actor';
import { PageHeading } from '../layout/page-heading';
import { CardLine, PhoneCards, useIsPhone } from '../layout/phone-cards';
import { UserActions } from './user-actions';

const PAGE_TITLE = SITE_PAGES.root.title;

const typeOf = (user: UserRecord) => (user.suspended ? `${user.type} (suspended)` : user.type);

/** product.md §18: how many readers get the newsletter, and how many have not confirmed yet. */
function SubscriberCount() {
  const { data, error } = useGetOne<NewsletterStatsRecord>(RESOURCES.newsletter, { id: 'stats' });
  if (error) return null;
  const text = data
    ? `Newsletter: ${data.confirmed} confirmed subscriber${data.confirmed === 1 ? '' : 's'}, ${data.pending} waiting for confirmation`
    : 'Newsletter: counting subscribers…';
  return (
    <Typography variant="body2" role="status" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}

function UserManagement() {
  const actor = useConsoleActor();
  const isPhone = useIsPhone();

  // The server pages and orders the users: no sorting, and its own page size.
  return (
    <List
      resource={RESOURCES.users}
      title={PAGE_TITLE}
      actions={false}
      perPage={PAGE_SIZES.users}
      pagination={<Pagination rowsPerPageOptions={[]} />}
    >
      <PageHeading title={PAGE_TITLE} />
      <SubscriberCount />
      {isPhone ? (
        <PhoneCards<UserRecord> label="Users" empty="No users.">
          {(user) => (
            <>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {user.username}
              </Typography>
              <CardLine label="E-mail">{user.email}</CardLine>
              <CardLine label="Type">{typeOf(user)}</CardLine>
              <CardLine label="Login type">{user.loginType}</CardLine>
              <CardLine label="Created">{formatDate(user.created)}</CardLine>
              <UserActions user={user} actor={actor} />
            </>
          )}
        </PhoneCards>
      ) : (
        <DataTable<UserRecord> aria-label="Users" rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="username" label="Username" disableSort />
          <DataTable.Col source="email" label="E-mail" disableSort />
          <DataTable.Col<UserRecord> label="Type" render={typeOf} />
          <DataTable.Col source="loginType" label="Login type" disableSort />
          <DataTable.Col<UserRecord> label="Created" render={(user) => formatDate(user.created)} />
          <DataTable.Col<UserRecord>
            label="Actions"
            render={(user) => <UserActions user={user} actor={actor} />}
          />
        </DataTable>
      )}
    </List>
  );
}

/**
 * `/root`: root's user management (spec §2, §6). Route gating says root only: anyone else is
 * shown the not-found page, never this page's title (the server hands them the reader site's).
 */
export function UsersList() {
  const { permissions, isPending } = usePermissions<string | null>();
  if (isPending) return <LinearProgress aria-label="Loading page" sx={{ mt: 2 }} />;
  return permissions === 'root' ? <UserManagement /> : <NotFound what="page" />;
}
