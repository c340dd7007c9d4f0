import { type Role, STAFF_MARKER_COOKIE } from '@reviews/libs/constants';
import { getsOwnPublicReads } from '@reviews/libs/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { clearCookie, setCookie } from './cookies';
import { carriesSession } from './session-cookie';
import { SESSION_MAX_AGE_MS } from './session-loader';

// The staff marker (libs STAFF_MARKER_COOKIE, product.md §7): `staff=1` beside the session cookie
// of staff. The shared cache passes requests carrying both to the app, because staff get public
// reads of their own; everyone else's reads it answers as a visitor's. The marker grants nothing:
// every call still checks the session.

const MARKER_PATTERN = new RegExp(`(?:^|;)\\s*${STAFF_MARKER_COOKIE}=1\\s*(?:;|$)`);

export function carriesStaffMarker(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && MARKER_PATTERN.test(cookie);
}

/**
 * Sets the marker (with the session cookie's attributes and lifetime) or clears it, replacing
 * whatever this answer said about it before (a repair, then a sign-in in the same request).
 */
export function markStaff(reply: FastifyReply, staff: boolean, secure: boolean): void {
  const res = reply.raw;
  const others = [res.getHeader('Set-Cookie') ?? []]
    .flat()
    .filter((cookie) => !String(cookie).startsWith(`${STAFF_MARKER_COOKIE}=`));
  res.setHeader('Set-Cookie', others.map(String));
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  if (staff) {
    setCookie(res, STAFF_MARKER_COOKIE, '1', { ...attributes, maxAgeMs: SESSION_MAX_AGE_MS });
  } else clearCookie(res, STAFF_MARKER_COOKIE, attributes);
}

/**
 * Makes the marker agree with the session's user (promoted, demoted, signed out elsewhere, a
 * session older than the marker); true when it had to change. Only on requests that read a
 * session: elsewhere nobody knows who asks.
 */
export function repairStaffMarker(
  req: FastifyRequest,
  reply: FastifyReply,
  user: { type: Role } | null | undefined,
): boolean {
  if (!req.session || !carriesSession(req.raw)) return false;
  const staff = getsOwnPublicReads(user);
  if (staff === carriesStaffMarker(req)) return false;
  markStaff(reply, staff, req.session.cookie.secure === true);
  return true;
}
