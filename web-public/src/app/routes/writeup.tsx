import type { Writeup } from '@reviews/libs/contract';
import { canEditWriteup, canLike, canRate, isPublished, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useLocation, useParams } from 'react-router-dom';

import { QueryError } from '../../components/query-error';
import { WriteupDetailSkeleton } from '../../components/skeletons';
import { AppLink } from '../../components/link';
import { paths } from '../../config/paths';
import { CommentList } from '../../features/comments/components/comment-list';
import { LogButton } from '../../features/diary/components/log-button';
import { useMyLikes } from '../../features/likes/api/my-likes';
import { LikeButton } from '../../features/likes/components/like-button';
import { AddToList, WriteupInLists } from '../../features/lists/components/add-to-list';
import { AudiencePanel } from '../../features/ratings/components/audience-panel';
import { useMyWatchlist } from '../../features/watchlist/api/my-watchlist';
import { WatchlistButton } from '../../features/watchlist/components/watchlist-button';
import { useWriteup } from '../../features/writeups/api/get-writeup';
import { WriteupDetail } from '../../features/writeups/components/writeup-detail';
import { isNotFound } from '../../lib/api';
import { MyStateScope } from '../../lib/my-state';
import { useTitle } from '../../lib/use-title';
import { useCurrentUser, useUserStore } from '../../stores/user-store';
import { MembersReviews } from './member-reviews';
import { NotFoundRoute } from './not-found';
import { WriteupEnd, WriteupReadNext } from './writeup-end';

/**
 * The writeup's heart and its comments with theirs: the counts come with the public answers,
 * which of them are mine from the page's one personal call (product.md §7, §12).
 */
function Conversation({ writeup }: { writeup: Writeup }) {
  const user = useCurrentUser();
  const { data: mine } = useMyLikes();
  const open = isPublished(writeup);
  return (
    <div className="narrow">
      <p className="writeup-likes">
        <LikeButton
          kind="writeup"
          id={writeup._id}
          likes={writeup.likes}
          label={`Like ${titleWithSeason(writeup)}`}
          canLike={open && canLike(user, writeup.admin._id)}
          liked={mine?.writeups.includes(writeup._id) ?? false}
        />
      </p>
      <CommentList
        writeupId={writeup._id}
        open={open}
        renderLike={(comment) => (
          <LikeButton
            key={`${comment._id}:${comment.likes}`}
            kind="comment"
            id={comment._id}
            likes={comment.likes}
            label={`Like ${comment.user.username}'s comment`}
            canLike={!comment.hidden && canLike(user, comment.user._id)}
            liked={mine?.comments.includes(comment._id) ?? false}
          />
        )}
      />
    </div>
  );
}

/**
 * The audience's score and my stars and watchlist buttons (product.md §13): the score comes with
 * the public answer, what is mine from the page's personal call; visitors are asked to sign in instead.
 */
function FilmLife({ writeup }: { writeup: Writeup }) {
  const user = useCurrentUser();
  const initialised = useUserStore((state) => state.initialised);
  const open = isPublished(writeup);
  const { data: watchlist } = useMyWatchlist();
  return (
    <div className="film-life">
      <AudiencePanel
        key={writeup._id}
        writeupId={writeup._id}
        audience={{ audienceScore: writeup.audienceScore, audienceCount: writeup.audienceCount }}
        userId={user?._id}
        canRate={open && canRate(user, writeup.admin._id)}
      />
      {open && user && watchlist && (
        <WatchlistButton
          key={writeup._id}
          writeupId={writeup._id}
          title={titleWithSeason(writeup)}
          entry={watchlist.watchlist[writeup._id]}
        />
      )}
      {/* product.md §15: log a watch of it in my diary. */}
      {open && user && writeup.type !== 'article' && canRate(user, writeup.admin._id) && (
        <LogButton writeupId={writeup._id} title={titleWithSeason(writeup)} />
      )}
      {/* product.md §16: members' lists. */}
      {open && user && <AddToList writeupId={writeup._id} title={titleWithSeason(writeup)} />}
      {/* Its place is kept while the session is asked, so the page does not move. */}
      {open && !user && (
        <p
          className={initialised ? 'film-life-prompt' : 'film-life-prompt film-life-prompt--pending'}
          aria-hidden={!initialised || undefined}
        >
          <AppLink href={paths.login.to()}>Sign in</AppLink> to rate it and keep a watchlist.
        </p>
      )}
    </div>
  );
}

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
  // What is mine on this page, asked at once beside the public reads: the server finds the
  // thread's comments itself, so the call need not wait for them.
  return (
    <MyStateScope ask={{ writeups: [writeup._id], thread: writeup._id }}>
      <WriteupDetail writeup={writeup} canEdit={canEdit} audience={<FilmLife writeup={writeup} />} />
      <WriteupEnd writeup={writeup} />
      {writeup.type !== 'article' && isPublished(writeup) && <WriteupInLists writeupId={writeup._id} />}
      <Conversation writeup={writeup} />
      <MembersReviews writeup={writeup} />
      <WriteupReadNext writeup={writeup} />
    </MyStateScope>
  );
}
