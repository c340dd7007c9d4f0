import { leaderboardQuery } from '@reviews/libs/page-reads';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { TypeSelect } from '../../components/type-select';
import { WriteupList } from '../../components/writeups/writeup-list';
import { useLeaderboard } from '../../features/writeups/api/get-leaderboard';
import { usePageParam } from '../../lib/use-page-param';

export function LeaderboardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = leaderboardQuery(searchParams);
  const { type, username } = query;
  const { data, error, isPending, isPlaceholderData } = useLeaderboard(query);
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);

  return (
    <section>
      <PageHeader
        title={SITE_PAGES.leaderboard.title}
        heading={username ? `Leaderboard: ${username}` : 'Leaderboard'}
      />
      <div className="toolbar">
        <TypeSelect
          value={type}
          allLabel="All reviews"
          onChange={(option) => {
            const next = new URLSearchParams(searchParams);
            next.set('type', option);
            next.set('page', '1');
            setSearchParams(next);
          }}
        />
      </div>
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner />}
      {data &&
        (data.writeups.length === 0 ? (
          <EmptyState>No results found for query</EmptyState>
        ) : (
          <>
            <WriteupList writeups={data.writeups} showRank />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </section>
  );
}
