import { SITE_PAGES } from '@reviews/libs/site-map';
import { useParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { WriteupList } from '../../components/writeups/writeup-list';
import { AppLink } from '../../components/link';
import { paths } from '../../config/paths';
import { ProfileComments } from '../../features/comments/components/profile-comments';
import { DiaryYearCount } from '../../features/diary/components/diary-year-count';
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
  // Whether I follow them: asked of other members' profiles only, named from the address, so a
  // page load's one personal call carries it before the profile itself has arrived.
  const mine = viewer !== null && (viewer._id === user?._id || viewer.username === username);
  return (
    <MyStateScope ask={{ users: mine ? [] : [username] }}>
      <ProfileContent user={user} error={error} isPending={isPending} />
    </MyStateScope>
  );
}

interface ProfileContentProps {
  user: ReturnType<typeof useUser>['data'];
  error: Error | null;
  isPending: boolean;
}

function ProfileContent({ user, error, isPending }: ProfileContentProps) {
  if (isNotFound(error)) return <NotFoundRoute />;
  if (error) return <QueryError error={error} />;
  if (isPending || !user) return <Spinner />;
  return (
    <div className="narrow">
      <ProfileCard user={user} />
      <ProfileFollows user={user} />
      <p className="profile-links">
        <AppLink href={paths.roundup.to(user.username)}>Monthly roundup</AppLink>
        <AppLink href={paths.profileLists.to(user.username)}>Lists</AppLink>
        <AppLink href={paths.leaderboard.to({ user: user.username })}>On the leaderboard</AppLink>
      </p>
      <DiaryYearCount username={user.username} />
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
