import { LATEST_ANNOUNCEMENT } from '@reviews/libs/page-reads';

import { AppLink } from '../../../components/link';
import { AnnouncementSkeleton } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import { useAnnouncements } from '../api/get-announcements';

/** A banner with the newest announcement, linking to the announcements page. */
export function LatestAnnouncement() {
  const { data, isPending } = useAnnouncements(LATEST_ANNOUNCEMENT);
  const latest = data?.announcements[0];
  if (isPending) return <AnnouncementSkeleton />;
  if (!latest) return null;
  return (
    <AppLink href={paths.announcements.to()} className="announcement-banner">
      <span className="announcement-banner__label">Announcement</span>
      <strong className="announcement-banner__title">{latest.title}</strong>
      <span className="announcement-banner__content">{latest.content}</span>
    </AppLink>
  );
}
