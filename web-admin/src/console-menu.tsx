import type { Role } from '@reviews/libs/constants';
import { isPageFor, SITE_PAGES } from '@reviews/libs/site-map';
import { Menu, usePermissions } from 'react-admin';
import { useMatch } from 'react-router-dom';

import { announcements } from './announcements';
import { dashboard } from './dashboard';
import { drafts } from './drafts';
import { PATHS } from './lib/paths';
import { moderation } from './moderation';
import { users } from './users';
import { writeups } from './writeups';

export function ConsoleMenu() {
  const { permissions } = usePermissions<Role | null>();
  // react-admin marks an item active on every path below its own: /post is only the dashboard.
  const onDashboard = useMatch({ path: PATHS.dashboard, end: true }) !== null;
  return (
    <Menu>
      <Menu.Item
        to={PATHS.dashboard}
        primaryText="Dashboard"
        leftIcon={<dashboard.icon />}
        sx={onDashboard ? undefined : { '&.RaMenuItemLink-active': { color: 'text.secondary' } }}
      />
      <Menu.Item to={PATHS.drafts} primaryText="Drafts" leftIcon={<drafts.icon />} />
      <Menu.Item to={PATHS.writeups} primaryText="Writeups" leftIcon={<writeups.icon />} />
      <Menu.Item to={PATHS.announcements} primaryText="Announcements" leftIcon={<announcements.icon />} />
      <Menu.Item to={PATHS.moderation} primaryText="Moderation" leftIcon={<moderation.icon />} />
      {isPageFor(SITE_PAGES.root.audience, permissions ?? null) && (
        <Menu.Item to={PATHS.root} primaryText="Users" leftIcon={<users.icon />} />
      )}
    </Menu>
  );
}
