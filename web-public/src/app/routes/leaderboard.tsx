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

const BOARDS = [
  { by: 'critics', label: 'Critics' },
  { by: 'audience', label: 'Audience' },
] as const;

export function LeaderboardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = leaderboardQuery(searchParams);
  const { type, username } = query;
  const by = query.by ?? 'critics';
  const showBoard = (next: (typeof BOARDS)[number]['by']) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'audience') params.set('by', next);
    else params.delete('by');
    params.set('page', '1');
    setSearchParams(params);
  };
  const { data, error, isPending, isPlaceholderData } = useLeaderboard(query);
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);

  return (
    <section>
      <PageHeader
        title={SITE_PAGES.leaderboard.title}
        heading={username ? `Leaderboard: ${username}` : 'Leaderboard'}
      />
      <div className="toolbar">
        <div className="segmented" role="group" aria-label="Scores">
          {BOARDS.map((board) => (
            <button
              key={board.by}
              type="button"
              className="segmented__option"
              aria-pressed={by === board.by}
              onClick={() => showBoard(board.by)}
            >
              {board.label}
            </button>
          ))}
        </div>
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
          <EmptyState>
            {by === 'audience' ? 'No review has enough audience ratings yet.' : 'No results found for query'}
          </EmptyState>
        ) : (
          <>
            <WriteupList writeups={data.writeups} showRank />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </section>
  );
}
