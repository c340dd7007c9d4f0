import { titleWithSeason } from '@reviews/libs/rules';

import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { useProfileComments } from '../api/get-profile-comments';
import { formatDate } from '../../../lib/page-clock';

/** A member's recent comments on their profile: excerpts without spoilers, each on its writeup. */
export function ProfileComments({ username }: { username: string }) {
  const { data } = useProfileComments(username);
  if (!data || data.comments.length === 0) return null;
  return (
    <section className="section" aria-labelledby="recent-comments">
      <h2 className="section__title" id="recent-comments">
        Recent comments
      </h2>
      <ul className="profile-comments">
        {data.comments.map((comment) => (
          <li key={comment._id} className="profile-comment">
            <p className="profile-comment__meta">
              On{' '}
              {comment.writeup.slug ? (
                <AppLink href={paths.writeup.to(comment.writeup.type, comment.writeup.slug)}>
                  {titleWithSeason(comment.writeup)}
                </AppLink>
              ) : (
                titleWithSeason(comment.writeup)
              )}{' '}
              <time dateTime={comment.created}>{formatDate(comment.created)}</time>
            </p>
            <p className="profile-comment__excerpt">
              {comment.spoiler ? <em>Comment with spoilers</em> : comment.excerpt}
            </p>
          </li>
        ))}
      </ul>
      {data.totalMatched > data.comments.length && (
        <p className="profile-comments__more">
          The {data.comments.length} newest of {data.totalMatched} comments.
        </p>
      )}
    </section>
  );
}
