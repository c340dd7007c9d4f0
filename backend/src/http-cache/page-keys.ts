import { pathSegments } from '@reviews/libs/page-reads';

import { SurrogateKeys } from './surrogate-keys';

/**
 * The surrogate keys of a server-rendered page or document: `pages` (heads, feed and sitemap
 * are built from writeups and their authors), and for a profile page also its username, whose
 * head shows that account's bio (seo/page-resolver.ts) and which any member may change.
 */
export function pageKeys(path: string): string[] {
  const [first, username, ...rest] = pathSegments(path) ?? [];
  const profile = (first === 'profile' || first === 'user') && username !== undefined && rest.length === 0;
  return profile ? [SurrogateKeys.pages, SurrogateKeys.username(username)] : [SurrogateKeys.pages];
}
