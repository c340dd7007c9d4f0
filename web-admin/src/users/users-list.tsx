import { SITE_PAGES } from '@reviews/libs/site-map';
import { PAGE_SIZES } from '@reviews/libs/constants';
import { formatDate } from '@reviews/libs/rules';
import { LinearProgress, Typography } from '@mui/material';
import { DataTable, List, Pagination, usePermissions } from 'react-admin';

import { RESOURCES, type UserRecord } from '../data-provider';
import { NotFound } from '../lib/not-found';
import { useConsoleActor } from '../lib/use-console-actor';
import { useDocumentTitle } from '../lib/use-document-title';
import { UserActions } from './user-actions';

const PAGE_TITLE = SITE_PAGES.root.title;

function UserManagement() {
  useDocumentTitle(PAGE_TITLE);
  const actor = useConsoleActor();

  // The server pages and orders the users: no sorting, and its own page size.
  return (
    <List
      resource={RESOURCES.users}
      title={PAGE_TITLE}
      actions={false}
      perPage={PAGE_SIZES.users}
      pagination={<Pagination rowsPerPageOptions={[]} />}
    >
      <Typography variant="h5" component="h1" sx={{ p: 2 }}>
        {PAGE_TITLE}
      </Typography>
      <DataTable<UserRecord> aria-label="Users" rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" label="Username" disableSort />
        <DataTable.Col source="email" label="E-mail" disableSort />
        <DataTable.Col<UserRecord>
          label="Type"
          render={(user) => (user.suspended ? `${user.type} (suspended)` : user.type)}
        />
        <DataTable.Col source="loginType" label="Login type" disableSort />
        <DataTable.Col<UserRecord> label="Created" render={(user) => formatDate(user.created)} />
        <DataTable.Col<UserRecord>
          label="Actions"
          render={(user) => <UserActions user={user} actor={actor} />}
        />
      </DataTable>
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
