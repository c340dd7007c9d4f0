import { SITE_PAGES } from '@reviews/libs/site-map';
import { useParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { WriteupList } from '../../components/writeups/writeup-list';
import { AppLink } from '../../components/link';
import { paths } from '../../config/paths';
import { ProfileComments } from '../../features/comments/components/profile-comments';
import { useUser } from '../../features/users/api/get-user';
import { ProfileFollows } from '../../features/follows/components/profile-follows';
import { ProfileCard } from '../../features/users/components/profile-card';
import { PublicWatchlist } from '../../features/watchlist/components/public-watchlist';
import { useUserWriteups } from '../../features/writeups/api/get-user-writeups';
import { isNotFound } from '../../lib/api';
import { MyStateScope } from '../../lib/my-state';
import { useTitle } from '../../lib/use-title';
import { useCurrentUser } from '../../stores/user-store';
import { NotFoundRoute } from './not-found';

function UserWriteups({ username }: { username: string }) {
  const { data, isPending } = useUserWriteups(username);
  if (isPending) return <Spinner />;
  if (!data || data.writeups.length === 0) return null;
  return (
    <section className="section">
      <h2 className="section__title">Writeups</h2>
      <WriteupList writeups={data.writeups} hideAuthor />
    </section>
  );
}

export function ProfileRoute() {
  const { username = '' } = useParams();
  const { data: user, error, isPending } = useUser(username);
  const viewer = useCurrentUser();
  useTitle(SITE_PAGES.profile.title(user?.username ?? username));

  if (isNotFound(error)) return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending) return <Spinner />;
  return (
    <div className="narrow">
      <ProfileCard user={user} />
      {/* Whether I follow them: asked of other members' profiles only. */}
      <MyStateScope ask={{ users: viewer && viewer._id !== user._id ? [user.username] : [] }}>
        <ProfileFollows user={user} />
      </MyStateScope>
      <p className="profile-links">
        <AppLink href={paths.roundup.to(user.username)}>Monthly roundup</AppLink>
        <AppLink href={paths.leaderboard.to({ user: user.username })}>On the leaderboard</AppLink>
      </p>
      <UserWriteups username={user.username} />
      {/* Asked only when public: a private one answers 404 to everyone. */}
      {user.watchlistPublic && <PublicWatchlist username={user.username} />}
      <ProfileComments username={user.username} />
      {user.type === 'user' && (
        <EmptyState>{user.username} is a reader; readers comment rather than write.</EmptyState>
      )}
    </div>
  );
}
