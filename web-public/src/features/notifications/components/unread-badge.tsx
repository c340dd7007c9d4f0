import { useUnreadCount } from '../api/get-unread-count';

/**
 * My unread count on the phone's Menu button (issue 41): there the bell is inside the closed
 * menu. The same query as the bell's, so both show one number; read out after "Menu".
 */
export function UnreadBadge({ userId }: { userId: string }) {
  const { data } = useUnreadCount(userId);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="unread-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">, {count} unread notifications</span>
    </>
  );
}
