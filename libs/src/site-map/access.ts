import type { Role } from '../constants.js';
import { matchPage } from './match.js';
import type { PageAudience, SitePage } from './pages.js';

/** Whether someone of `role` (null when signed out) is one of a page's audience. */
export function isPageFor(audience: PageAudience, role: Role | null): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'signedOut':
      return role === null;
    case 'signedIn':
      return role !== null;
    case 'admin':
      return role === 'admin' || role === 'root';
    case 'root':
      return role === 'root';
  }
}

/** Whether a path (query and hash allowed) is one of the console's pages. */
export function isConsolePath(path: string): boolean {
  return matchPage(path).page.screen === 'console';
}

/**
 * Spec §2 route gating: whether someone of this role (null for a visitor) may open the console
 * page at this path. False for paths that are not console pages.
 */
export function mayOpenConsolePath(path: string, role: Role | null | undefined): boolean {
  return mayOpenConsolePage(matchPage(path).page, role);
}

/** mayOpenConsolePath of a page already matched. */
export function mayOpenConsolePage(page: SitePage, role: Role | null | undefined): boolean {
  return page.screen === 'console' && role != null && isPageFor(page.audience, role);
}
