import type { Notification } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { writeupLink } from '@reviews/libs/site-map';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../stores/user-store';
import { formatDate } from '../../../lib/page-clock';

/** "ann", "ann and bob", "ann, bob and 3 others". */
function Actors({ notification }: { notification: Notification }) {
  const shown = notification.actors.slice(0, 2);
  const others = notification.actorCount - shown.length;
  return (
    <>
      {shown.map((actor, index) => (
        <span key={actor._id}>
          {index > 0 && (others > 0 ? ', ' : ' and ')}
          <AppLink href={paths.profile.to(actor.username)}>{actor.username}</AppLink>
        </span>
      ))}
      {others > 0 && ` and ${others} ${others === 1 ? 'other' : 'others'}`}
    </>
  );
}

function What({ notification }: { notification: Notification }) {
  const user = useCurrentUser();
  const writeup = notification.writeup && (
    <AppLink href={writeupLink(notification.writeup, user)}>{titleWithSeason(notification.writeup)}</AppLink>
  );
  switch (notification.kind) {
    case 'reply':
      return <> replied to your comment on {writeup}</>;
    case 'like':
      if (notification.comment) return <> liked your comment on {writeup}</>;
      if (notification.log) {
        return (
          <>
            {' '}
            liked your <AppLink href={paths.log.to(notification.log._id)}>diary entry</AppLink> of {writeup}
          </>
        );
      }
      return <> liked {writeup}</>;
    case 'follow':
      return <> started following you</>;
    case 'published':
      return <> published {writeup}</>;
  }
}

interface NotificationListProps {
  notifications: Notification[];
  onMarkRead: (id: string) => void;
  /** Marking is under way: its buttons wait. */
  busy: boolean;
}

/** My notifications, newest first; each unread one can be marked read. */
export function NotificationList({ notifications, onMarkRead, busy }: NotificationListProps) {
  return (
    <ol className="notification-list" aria-label="Your notifications">
      {notifications.map((notification) => (
        <li
          key={notification._id}
          className={notification.read ? 'notification' : 'notification notification--unread'}
        >
          <Avatar
            username={notification.actors[0]?.username ?? ''}
            src={notification.actors[0]?.avatar ?? null}
            size={40}
          />
          <div className="notification__main">
            <p className="notification__line">
              {!notification.read && <span className="visually-hidden">Unread: </span>}
              <Actors notification={notification} />
              <What notification={notification} />
            </p>
            {notification.comment && notification.kind === 'reply' && (
              <blockquote className="notification__comment">{notification.comment.content}</blockquote>
            )}
            <time className="notification__date" dateTime={notification.created}>
              {formatDate(notification.created)}
            </time>
          </div>
          {!notification.read && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onMarkRead(notification._id)}
            >
              Mark read
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
