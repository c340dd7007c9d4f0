import type { IncomingMessage } from 'node:http';

import type { Response } from 'express';

import { SESSION_COOKIE } from '../session/session.middleware';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`);

/** Carries the session cookie (valid or not): its answer may be personal. */
export function carriesSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);
}

/**
 * A visitor's public answer (product.md §7): browsers revalidate every time (max-age=0, with the
 * ETag Express adds), shared caches keep it for `sharedMaxAge` seconds or until a purge of one of
 * its `keys`; it differs by encoding and by whether a session cookie came with the request.
 */
export function sharePublicly(res: Response, keys: string[], sharedMaxAge: number): void {
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${sharedMaxAge}`);
  res.setHeader('Surrogate-Key', [...new Set(keys)].join(' '));
  res.vary('Accept-Encoding').vary('Cookie');
}
