import type { SiteConfig } from '@reviews/libs/contract';

import type { AppConfig } from './app-config';

/** What both frontends need to know about this site (GET /api/config, and inlined in pages). */
export function publicSiteConfig(config: AppConfig): SiteConfig {
  return {
    siteName: config.siteName,
    contactEmail: config.contactEmail,
    favoritesName: config.favoritesName,
    publicUrl: config.publicUrl,
    mediaUrl: config.mediaPublicUrl,
  };
}
