import { DIARY } from '@reviews/libs/constants';
import type { LogEntry, User, Writeup } from '@reviews/libs/contract';
import { WRITEUP_PAGE_REVIEWS } from '@reviews/libs/page-reads';
import { canLike, isPublished, titleWithSeason } from '@reviews/libs/rules';
import { Link } from 'react-router-dom';

import { paths } from '../../config/paths';
import { useWriteupReviews } from '../../features/diary/api/get-writeup-reviews';
import { EntryControls } from '../../features/diary/components/entry-controls';
import { ReviewCard } from '../../features/diary/components/review-card';
import { useMyLikes } from '../../features/likes/api/my-likes';
import { LikeButton } from '../../features/likes/components/like-button';
import { MyStateScope } from '../../lib/my-state';
import { useCurrentUser } from '../../stores/user-store';

// product.md §15: members' reviews, composed of the diary and likes features.

/** An entry's heart: the count from the public answer, mine from the page's personal call. */
export function EntryLike({ entry, user }: { entry: LogEntry; user: User | null }) {
  const { data: mine } = useMyLikes();
  return (
    <LikeButton
      key={`${entry._id}:${entry.likes}`}
      kind="log"
      id={entry._id}
      likes={entry.likes}
      label={`Like ${entry.user.username}'s entry of ${titleWithSeason(entry.writeup)}`}
      canLike={!entry.hidden && canLike(user, entry.user._id)}
      liked={mine?.logs?.includes(entry._id) ?? false}
    />
  );
}

/** A member's review with its like and the viewer's controls. */
export function MemberReview({ entry }: { entry: LogEntry }) {
  const user = useCurrentUser();
  return (
    <ReviewCard
      entry={entry}
      actions={
        <>
          <EntryLike entry={entry} user={user} />
          <EntryControls entry={entry} viewer={user} />
        </>
      }
    />
  );
}

/**
 * The review page's three most liked members' reviews, with a link to all of them. Added below the
 * comments' place once they have arrived, so nothing above moves.
 */
export function MembersReviews({ writeup }: { writeup: Writeup }) {
  const { data } = useWriteupReviews(writeup._id, WRITEUP_PAGE_REVIEWS);
  if (writeup.type === 'article' || !isPublished(writeup) || !writeup.slug) return null;
  const top = data?.entries.slice(0, DIARY.onReviewPage) ?? [];
  return (
    <section className="narrow section members-reviews" aria-labelledby="members-reviews-title">
      <h2 id="members-reviews-title" className="section__title">
        Members&apos; reviews
      </h2>
      {data && top.length === 0 && <p>No member has reviewed {titleWithSeason(writeup)} yet.</p>}
      <MyStateScope ask={{ logs: top.map((entry) => entry._id) }}>
        <div className="review-cards">
          {top.map((entry) => (
            <MemberReview key={entry._id} entry={entry} />
          ))}
        </div>
      </MyStateScope>
      {data && data.totalMatched > 0 && (
        <p>
          <Link to={paths.writeupReviews.to(writeup.slug)}>
            All {data.totalMatched} members&apos; {data.totalMatched === 1 ? 'review' : 'reviews'}
          </Link>
        </p>
      )}
    </section>
  );
}
