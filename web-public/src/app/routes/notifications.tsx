import type { User } from '@reviews/libs/contract';
import { SITE_PAGES } from '@reviews/libs/site-map';

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { RequireUser } from '../../features/auth/components/require-user';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { useMarkRead } from '../../features/notifications/api/mark-read';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { errorMessage } from '../../lib/api';
import { usePageParam } from '../../lib/use-page-param';
import { showAlert } from '../../stores/alert-store';

function Notifications({ user }: { user: User }) {
  const [requested] = usePageParam(undefined);
  const { data, error, isPending, isPlaceholderData } = useNotifications(user._id, requested);
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  const marking = useMarkRead(user._id);
  const mark = (ids?: string[]) =>
    marking.mutate(ids, { onError: (failure) => showAlert(errorMessage(failure), 'error') });
  const anyUnread = data?.notifications.some((notification) => !notification.read) ?? false;
  return (
    <>
      {anyUnread && (
        <p className="notifications__actions">
          <button
            type="button"
            className="button button--small"
            disabled={marking.isPending}
            onClick={() => mark()}
          >
            Mark all read
          </button>
          {marking.isPending && <Spinner label="Marking read" />}
        </p>
      )}
      {error && <QueryError error={error} />}
      {isPending && !error && <Spinner label="Loading notifications" />}
      {data &&
        (data.notifications.length === 0 ? (
          <EmptyState>No notifications yet.</EmptyState>
        ) : (
          <>
            <NotificationList
              notifications={data.notifications}
              busy={marking.isPending}
              onMarkRead={(id) => mark([id])}
            />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </>
  );
}

/** product.md §13: replies, likes, follows and new writeups by authors I follow. */
export function NotificationsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <section className="narrow">
          <PageHeader title={SITE_PAGES.notifications.title} />
          <Notifications user={user} />
        </section>
      )}
    </RequireUser>
  );
}
