import ArticleIcon from '@mui/icons-material/Article';
import GavelIcon from '@mui/icons-material/Gavel';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { Role } from '@reviews/libs/constants';
import { isPageFor, SITE_PAGES } from '@reviews/libs/site-map';
import { Menu, usePermissions } from 'react-admin';

import { PATHS } from '../lib/paths';

export function ConsoleMenu() {
  const { permissions } = usePermissions<Role | null>();
  return (
    <Menu>
      <Menu.Item to={PATHS.drafts} primaryText="Drafts" leftIcon={<ArticleIcon />} />
      <Menu.Item to={PATHS.moderation} primaryText="Moderation" leftIcon={<GavelIcon />} />
      {isPageFor(SITE_PAGES.root.audience, permissions ?? null) && (
        <Menu.Item to={PATHS.root} primaryText="Users" leftIcon={<ManageAccountsIcon />} />
      )}
    </Menu>
  );
}
