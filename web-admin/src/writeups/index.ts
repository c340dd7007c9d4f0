import EditIcon from '@mui/icons-material/Edit';
import { lazy } from 'react';

/** `/edit/:id` and `/preview/:id`: the editor and the reader's-eye preview. */
export const writeups = {
  edit: lazy(() => import('./editor-page').then((module) => ({ default: module.EditorPage }))),
  show: lazy(() => import('./preview-page').then((module) => ({ default: module.PreviewPage }))),
  icon: EditIcon,
};
