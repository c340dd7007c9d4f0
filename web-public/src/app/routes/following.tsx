import type { User } from '@reviews/libs/contract';
import { SITE_PAGES } from '@reviews/libs/site-map';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { RequireUser } from '../../features/auth/components/require-user';
import { useFeed } from '../../features/follows/api/get-feed';
import { FeedList } from '../../features/follows/components/feed-list';
import { usePageParam } from '../../lib/use-page-param';

function Feed({ user }: { user: User }) {
  const [requested] = usePageParam(undefined);
  const { data, error, isPending, isPlaceholderData } = useFeed(user._id, requested);
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  return (
    <>
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner label="Loading the feed" />}
      {data &&
        (data.items.length === 0 ? (
          <EmptyState>
            Nothing here yet: follow members and authors from their profiles to see what they do.
          </EmptyState>
        ) : (
          <>
            <FeedList items={data.items} />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </>
  );
}

/** product.md §13: what the members I follow published, rated and commented, newest first. */
export function FollowingRoute() {
  return (
    <RequireUser>
      {(user) => (
        <section className="narrow">
          <PageHeader title={SITE_PAGES.feed.title} />
          <Feed user={user} />
        </section>
      )}
    </RequireUser>
  );
}
