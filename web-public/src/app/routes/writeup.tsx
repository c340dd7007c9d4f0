import { canEditWriteup, isPublished, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useLocation, useParams } from 'react-router-dom';

import { QueryError } from '../../components/query-error';
import { WriteupDetailSkeleton } from '../../components/skeletons';
import { CommentList } from '../../features/comments/components/comment-list';
import { useWriteup } from '../../features/writeups/api/get-writeup';
import { WriteupDetail } from '../../features/writeups/components/writeup-detail';
import { isNotFound } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { useCurrentUser } from '../../stores/user-store';
import { NotFoundRoute } from './not-found';

export function WriteupRoute() {
  const { slug = '' } = useParams();
  const article = useLocation().pathname.startsWith('/article/');
  const user = useCurrentUser();
  const { data: writeup, error, isPending } = useWriteup(slug, article);
  useTitle(writeup ? SITE_PAGES.review.title(titleWithSeason(writeup)) : undefined);

  if (isNotFound(error)) return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending) return <WriteupDetailSkeleton />;
  const canEdit = canEditWriteup(user, writeup);
  return (
    <>
      <WriteupDetail writeup={writeup} canEdit={canEdit} />
      <div className="narrow">
        <CommentList writeupId={writeup._id} open={isPublished(writeup)} />
      </div>
    </>
  );
}
