import EditIcon from '@mui/icons-material/Edit';
import { lazy } from 'react';

/** `/post/writeups`, `/edit/:id` and `/preview/:id`: every writeup, the editor and the reader's-eye preview. */
export const writeups = {
  list: lazy(() => import('./list/writeups-list').then((module) => ({ default: module.WriteupsList }))),
  edit: lazy(() => import('./editor/editor-page').then((module) => ({ default: module.EditorPage }))),
  show: lazy(() => import('./preview/preview-page').then((module) => ({ default: module.PreviewPage }))),
  icon: EditIcon,
};
