import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

/** `/post/review`: the drafts list and the way to start a new draft. */
export const drafts = {
  list: lazy(() => import('./drafts-list').then((module) => ({ default: module.DraftsList }))),
  icon: ArticleIcon,
};
