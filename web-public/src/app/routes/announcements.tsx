import { isAdministrator, normalisePageParam } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { AnnouncementForm } from '../../features/announcements/components/announcement-form';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { usePageParam } from '../../lib/use-page-param';
import { useCurrentUser } from '../../stores/user-store';

export function AnnouncementsRoute() {
  const [searchParams] = useSearchParams();
  const { data, error, isPending, isPlaceholderData } = useAnnouncements({
    page: normalisePageParam(searchParams.get('page')),
  });
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  const user = useCurrentUser();
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.announcements.title} />
      {isAdministrator(user) && <AnnouncementForm />}
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner />}
      {data &&
        (data.announcements.length === 0 ? (
          <EmptyState>No announcements yet.</EmptyState>
        ) : (
          <>
            <AnnouncementList announcements={data.announcements} />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </section>
  );
}
