import { SITE_PAGES } from '@reviews/libs/site-map';
import { Box } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

import { NewDraftButtons } from '../lib/new-draft-buttons';
import { PageHeading } from '../layout/page-heading';
import { DiscussedWidget } from './discussed-widget';
import { DraftsWidget, ScheduledWidget } from './drafts-widget';
import { ModerationWidget } from './moderation-widget';

/**
 * `/post`: where a writer starts: their drafts, what is scheduled next, the comments waiting for
 * moderation and the week's most commented writeups, one panel each, in one column on a phone.
 */
export function DashboardPage() {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={SITE_PAGES.dashboard.title} />
      <PageHeading title={SITE_PAGES.dashboard.title} />
      <Box sx={{ px: 2, pb: 2 }}>
        <NewDraftButtons />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          px: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DraftsWidget username={identity?.fullName} />
        <ScheduledWidget />
        <ModerationWidget />
        <DiscussedWidget />
      </Box>
    </Box>
  );
}
