import { SITE_PAGES } from '@reviews/libs/site-map';
import { Alert } from '@mui/material';
import { Link } from 'react-admin';

import { PATHS } from './paths';
import { useDocumentTitle } from './use-document-title';

/** Spec §8: a writeup or preview the caller cannot see is not found (spec §2: titled 404). */
export function NotFound({ what }: { what: string }) {
  useDocumentTitle(SITE_PAGES.notFound.title);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      This {what} could not be found. It may have been deleted, or it is not yours to see.{' '}
      <Link to={PATHS.drafts}>Back to drafts</Link>
    </Alert>
  );
}
