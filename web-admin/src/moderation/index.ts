import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** `/post/moderation`: the queue of reported comments (under `/post/`, which the server hands to the console). */
export const moderation = {
  list: lazy(() => import('./moderation-page').then((module) => ({ default: module.ModerationPage }))),
  icon: GavelIcon,
};
