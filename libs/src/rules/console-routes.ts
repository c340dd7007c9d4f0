import { ADMIN_ROLES, type Role } from '../constants.js';

interface ConsoleRoute {
  pattern: RegExp;
  roles: readonly Role[];
}

/**
 * Spec §2's routes of the admin console (web-admin), with product.md §10's moderation queue and
 * the console's lists of every writeup and of the announcements, and who may open each; every
 * other path is the reader site's. A trailing slash is the same page, as in the routers.
 */
const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { pattern: /^\/post\/review\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/post\/moderation\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/post\/writeups\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/post\/announcements\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/edit\/[^/]+\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/preview\/[^/]+\/?$/, roles: ADMIN_ROLES },
  { pattern: /^\/root\/?$/, roles: ['root'] },
];

function routeOf(path: string): ConsoleRoute | undefined {
  const pathname = path.split(/[?#]/, 1)[0];
  return CONSOLE_ROUTES.find((route) => route.pattern.test(pathname));
}

/** Whether a path (query and hash allowed) is one of the console's pages. */
export function isConsolePath(path: string): boolean {
  return routeOf(path) !== undefined;
}

/**
 * Spec §2 route gating: whether someone of this role (null for a visitor) may open the console
 * page at this path. False for paths that are not console pages.
 */
export function mayOpenConsolePath(path: string, role: Role | null | undefined): boolean {
  const route = routeOf(path);
  return route !== undefined && role !== null && role !== undefined && route.roles.includes(role);
}
