import { LEADERBOARD_TYPES, type LeaderboardType } from '@reviews/libs/constants';
import { archiveMonths, currentMonthKey, monthWindow } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useParams, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { ToolbarSelect } from '../../components/toolbar-select';
import { TypeSelect } from '../../components/type-select';
import { WriteupList } from '../../components/writeups/writeup-list';
import { useRoundup } from '../../features/writeups/api/get-roundup';

function monthLabel(key: string): string {
  const [name, year] = key.split('-');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

export function RoundupRoute() {
  const { username = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const months = archiveMonths();
  const requestedMonth = searchParams.get('month') ?? currentMonthKey();
  const month = months.includes(requestedMonth) ? requestedMonth : currentMonthKey();
  const rawType = searchParams.get('type') ?? 'all';
  const type = (LEADERBOARD_TYPES as readonly string[]).includes(rawType)
    ? (rawType as LeaderboardType)
    : 'all';
  const window = monthWindow(month);
  const { data, error, isPending } = useRoundup(window && { username, type, ...window });

  const update = (name: 'month' | 'type', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(name, value);
    setSearchParams(next);
  };

  return (
    <section className="narrow">
      <PageHeader
        title={SITE_PAGES.roundup.title(username)}
        heading={`${username}'s ${monthLabel(month)} roundup`}
      />
      <div className="toolbar">
        <ToolbarSelect
          label="Month"
          value={month}
          options={months}
          optionLabel={monthLabel}
          onChange={(key) => update('month', key)}
        />
        <TypeSelect value={type} allLabel="Everything" onChange={(option) => update('type', option)} />
      </div>
      {error ? (
        <p role="alert" className="query-error">
          Error fetching roundup for {username}
        </p>
      ) : isPending ? (
        <Spinner />
      ) : (
        <>
          <section className="section">
            <h2 className="section__title">Written</h2>
            {data.authored.length > 0 ? (
              <WriteupList writeups={data.authored} hideAuthor />
            ) : (
              <EmptyState>Nothing written this month.</EmptyState>
            )}
          </section>
          <section className="section">
            <h2 className="section__title">Commented on</h2>
            {data.commented.length > 0 ? (
              <WriteupList writeups={data.commented} />
            ) : (
              <EmptyState>No comments this month.</EmptyState>
            )}
          </section>
        </>
      )}
    </section>
  );
}
