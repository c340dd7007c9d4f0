import type { Announcement } from '@reviews/libs/contract';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/page-clock';

export function AnnouncementList({ announcements }: { announcements: Announcement[] }) {
  return (
    <ul className="announcement-list">
      {announcements.map((announcement) => (
        <li key={announcement._id} className="announcement">
          <h2 className="announcement__title">{announcement.title}</h2>
          <p className="announcement__content">{announcement.content}</p>
          <p className="announcement__byline">
            <Avatar username={announcement.admin.username} src={announcement.admin.avatar} size={20} />
            <AppLink href={paths.profile.to(announcement.admin.username)}>
              {announcement.admin.username}
            </AppLink>
            <time dateTime={announcement.created}>{formatDate(announcement.created)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
