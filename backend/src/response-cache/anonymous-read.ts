import type { IncomingMessage } from 'node:http';

import { SESSION_COOKIE } from '../session/session.middleware';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`);

/**
 * A GET or HEAD of the API without a session cookie (valid or not): the only requests the
 * shared response cache answers, and the only ones whose answers it keeps.
 */
export function isAnonymousRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.url?.startsWith('/api/')) return false;
  const cookie = req.headers.cookie;
  return cookie === undefined || !SESSION_COOKIE_PATTERN.test(cookie);
}
