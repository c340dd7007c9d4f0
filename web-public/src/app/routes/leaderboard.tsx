import { LEADERBOARD_TYPES, type LeaderboardType } from '@reviews/libs/constants';
import { leaderboardQuery } from '@reviews/libs/page-reads';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { WriteupList } from '../../components/writeups/writeup-list';
import { useLeaderboard } from '../../features/writeups/api/get-leaderboard';
import { usePageParam } from '../../lib/use-page-param';

const TYPE_LABELS: Record<LeaderboardType, string> = { movie: 'Movies', series: 'Shows', all: 'All reviews' };

export function LeaderboardRoute() {
  const typeId = useId();
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
        <div className="toolbar__sort">
          <label htmlFor={typeId}>Show</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              const next = new URLSearchParams(searchParams);
              next.set('type', event.target.value);
              next.set('page', '1');
              setSearchParams(next);
            }}
          >
            {LEADERBOARD_TYPES.map((option) => (
              <option key={option} value={option}>
                {TYPE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
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
