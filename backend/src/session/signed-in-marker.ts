import { SIGNED_IN_MARKER_COOKIE } from '@reviews/libs/constants';
import type { FastifyReply } from 'fastify';

import { clearCookie, setCookie } from './cookies';
import { SESSION_MAX_AGE_MS } from './session-loader';

// The signed-in marker (libs SIGNED_IN_MARKER_COOKIE, product.md §14): `signed_in=1` beside a
// member's session cookie, readable by scripts (not HttpOnly), so that a visitor's page asks no
// personal call. It grants nothing and names nobody; every call still checks the session.

/**
 * Sets the marker (the session cookie's lifetime from now) or clears it, replacing whatever this
 * answer said about it before.
 */
export function markSignedIn(reply: FastifyReply, signedIn: boolean, secure: boolean): void {
  const res = reply.raw;
  const others = [res.getHeader('Set-Cookie') ?? []]
    .flat()
    .filter((cookie) => !String(cookie).startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));
  res.setHeader('Set-Cookie', others.map(String));
  const attributes = { path: '/', sameSite: 'lax', secure } as const;
  if (signedIn) {
    setCookie(res, SIGNED_IN_MARKER_COOKIE, '1', { ...attributes, maxAgeMs: SESSION_MAX_AGE_MS });
  } else clearCookie(res, SIGNED_IN_MARKER_COOKIE, attributes);
}
