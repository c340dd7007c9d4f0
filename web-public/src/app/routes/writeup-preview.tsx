import { titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useParams } from 'react-router-dom';

import { QueryError } from '../../components/query-error';
import { WriteupDetailSkeleton } from '../../components/skeletons';
import { useWriteupPreview } from '../../features/writeups/api/get-writeup-preview';
import { WriteupDetail } from '../../features/writeups/components/writeup-detail';
import { isClientError } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { NotFoundRoute } from './not-found';

/**
 * `/reader-preview/{id}` (issue 28): a writeup, drafts too, on the reader site's own page with
 * its styles, for the console's preview frame. Anyone but its author and root (a visitor, a
 * member, another admin) gets the not-found page, as for the console's `/preview/{id}`.
 */
export function WriteupPreviewRoute() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useWriteupPreview(id);
  useTitle(data ? SITE_PAGES.readerPreview.title(titleWithSeason(data.writeup)) : undefined);

  if (isClientError(error)) return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending) return <WriteupDetailSkeleton />;
  return <WriteupDetail writeup={data.writeup} canEdit={false} />;
}
