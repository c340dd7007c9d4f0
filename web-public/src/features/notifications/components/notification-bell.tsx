import { NavLink } from 'react-router-dom';

import { BellIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-count';

/** The header's bell (product.md §13): my unread count, in its accessible name too. */
export function NotificationBell({ userId }: { userId: string }) {
  const { data } = useUnreadCount(userId);
  const count = data?.count ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <NavLink to={paths.notifications.to()} className="notification-bell" aria-label={label} title={label}>
      <BellIcon />
      {count > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
