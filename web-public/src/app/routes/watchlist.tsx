import type { User } from '@reviews/libs/contract';
import { normalisePageParam, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { WriteupList } from '../../components/writeups/writeup-list';
import { RequireUser } from '../../features/auth/components/require-user';
import { useWatchlist, type WatchlistTab } from '../../features/watchlist/api/get-watchlist';
import { WatchlistButton } from '../../features/watchlist/components/watchlist-button';
import { PANEL_ID, tabId, WatchlistTabs } from '../../features/watchlist/components/watchlist-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useTitle } from '../../lib/use-title';

const EMPTY: Record<WatchlistTab, string> = {
  'to-watch': 'Nothing to watch yet: add movies and series from their pages or from the listings.',
  watched: 'Nothing marked watched yet.',
};

function Watchlist({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: WatchlistTab = searchParams.get('tab') === 'watched' ? 'watched' : 'to-watch';
  const requestedPage = normalisePageParam(searchParams.get('page'));
  const { data, error, isPending, isPlaceholderData } = useWatchlist(user._id, { tab, page: requestedPage });
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);

  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.watchlist.title} />
      <WatchlistTabs
        selected={tab}
        onSelect={(next) => setSearchParams(next === 'watched' ? { tab: next, page: '1' } : { page: '1' })}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
        {error && <QueryError error={error} />}
        {isPending && !error && <Spinner />}
        {data &&
          (data.writeups.length === 0 ? (
            <EmptyState>{EMPTY[tab]}</EmptyState>
          ) : (
            <>
              <WriteupList
                writeups={data.writeups}
                renderAction={(card) => {
                  const entry = data.writeups.find((item) => item._id === card._id);
                  return (
                    <WatchlistButton
                      key={`${card._id}:${entry?.watched ?? ''}`}
                      writeupId={card._id}
                      title={titleWithSeason(card)}
                      entry={entry && { added: entry.added, watched: entry.watched }}
                    />
                  );
                }}
              />
              <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
            </>
          ))}
      </div>
    </section>
  );
}

export function WatchlistRoute() {
  useTitle(SITE_PAGES.watchlist.title);
  return <RequireUser>{(user) => <Watchlist user={user} />}</RequireUser>;
}
