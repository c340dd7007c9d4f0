import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';

/** `/post`: the console's dashboard. */
export const dashboard = {
  page: lazy(() => import('./dashboard-page').then((module) => ({ default: module.DashboardPage }))),
  icon: DashboardIcon,
};
