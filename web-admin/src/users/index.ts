import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

/** `/root`: root's user management. */
export const users = {
  list: lazy(() => import('./root-page').then((module) => ({ default: module.RootPage }))),
  icon: ManageAccountsIcon,
};
