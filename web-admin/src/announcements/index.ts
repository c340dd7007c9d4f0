import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

/** `/post/announcements`: posting an announcement, and the ones posted. */
export const announcements = {
  list: lazy(() => import('./announcements-list').then((module) => ({ default: module.AnnouncementsList }))),
  icon: CampaignIcon,
};
