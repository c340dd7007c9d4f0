import { SITE_PAGES } from '@reviews/libs/site-map';
import { lazy, Suspense } from 'react';

import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { useStats } from '../../features/stats/api/get-stats';
import { StatsFigures } from '../../features/stats/components/stats-figures';
import { useHydrated } from '../../lib/use-hydrated';

const StatsCharts = lazy(() => import('../../features/stats/components/stats-charts'));

export function StatsRoute() {
  const { data: stats, error, isPending } = useStats();
  // chart.js draws in the browser only: the server's page (and its hydration) shows the figures.
  const hydrated = useHydrated();
  return (
    <section>
      <PageHeader title={SITE_PAGES.stats.title} heading="Site statistics" />
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner />}
      {stats && (
        <>
          <StatsFigures stats={stats} />
          {hydrated && (
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <StatsCharts stats={stats} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
