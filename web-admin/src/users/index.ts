import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

/** `/root`: root's user management. */
export const users = {
  list: lazy(() => import('./users-list').then((module) => ({ default: module.UsersList }))),
  icon: ManageAccountsIcon,
};
