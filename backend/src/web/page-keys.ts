import type { PageMatch } from '@reviews/libs/site-map';

import { SurrogateKeys } from '../http-cache/surrogate-keys';

/**
 * The surrogate keys of a server-rendered page or document: `pages` (heads, feed and sitemap
 * are built from writeups and their authors), and for a profile page also its username, whose
 * head shows that account's bio (seo/page-resolver.ts) and which any member may change.
 */
export function pageKeys({ page, params }: PageMatch): string[] {
  return page.screen === 'profile'
    ? [SurrogateKeys.pages, SurrogateKeys.username(params.username)]
    : [SurrogateKeys.pages];
}
