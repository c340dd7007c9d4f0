import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** `/post/moderation`: the queue of reported comments (under `/post/`, which the server hands to the console). */
export const moderation = {
  list: lazy(() => import('./reports-list').then((module) => ({ default: module.ReportsList }))),
  icon: GavelIcon,
};
