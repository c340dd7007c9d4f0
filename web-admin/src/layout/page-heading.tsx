import { Typography } from '@mui/material';

import { useDocumentTitle } from '../lib/use-document-title';

/** A console page's one `h1`, which also gives the document its title (spec §2). */
export function PageHeading({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2, pb: 1 }}>
      {title}
    </Typography>
  );
}
