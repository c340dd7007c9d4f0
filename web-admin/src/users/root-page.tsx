import type { Role } from '@reviews/libs/constants';
import { isPageFor, SITE_PAGES } from '@reviews/libs/site-map';
import { formatDate } from '@reviews/libs/rules';
import {
  Alert,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useGetIdentity, useGetList, usePermissions } from 'react-admin';

import type { ConsoleIdentity } from '../auth-provider';
import { RESOURCES, type UserRecord, type UsersPageMeta } from '../data-provider';
import { NotFound } from '../lib/not-found';
import { useDocumentTitle } from '../lib/use-document-title';
import { UserActions } from './user-actions';

const PAGE_TITLE = SITE_PAGES.root.title;

function UsersTable() {
  const [page, setPage] = useState(1);
  const { identity } = useGetIdentity();
  const actor = identity
    ? { _id: (identity as ConsoleIdentity)._id, type: (identity as ConsoleIdentity).type }
    : null;
  const { data, total, meta, isPending, error } = useGetList<UserRecord>(RESOURCES.users, {
    pagination: { page, perPage: 0 },
  });
  const paging = meta as UsersPageMeta | undefined;

  if (isPending) return <LinearProgress aria-label="Loading users" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Login type</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.username}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.suspended ? `${user.type} (suspended)` : user.type}</TableCell>
                <TableCell>{user.loginType}</TableCell>
                <TableCell>{formatDate(user.created)}</TableCell>
                <TableCell>
                  <UserActions user={user} actor={actor} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={paging.page - 1}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      )}
    </>
  );
}

function UserManagement() {
  useDocumentTitle(PAGE_TITLE);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={PAGE_TITLE} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {PAGE_TITLE}
        </Typography>
        <UsersTable />
      </CardContent>
    </Card>
  );
}

/**
 * `/root`: root's user management (spec §2, §6). Route gating says root only: anyone else is
 * shown the not-found page, never this page's title (the server hands them the reader site's).
 */
export function RootPage() {
  const { permissions, isPending } = usePermissions<Role | null>();
  if (isPending) return <LinearProgress aria-label="Loading page" sx={{ mt: 2 }} />;
  return isPageFor(SITE_PAGES.root.audience, permissions ?? null) ? (
    <UserManagement />
  ) : (
    <NotFound what="page" />
  );
}
