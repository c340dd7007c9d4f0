import type { Role } from '@reviews/libs/constants';
import { getsOwnPublicReads } from '@reviews/libs/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from './session-cookie';
import { clearCookie } from './cookies';
import { markSignedIn } from './signed-in-marker';
import { carriesStaffMarker, markStaff } from './staff-marker';

function promisify(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/**
 * Signs the user in on a fresh session id, so an id known before login is worthless after it;
 * staff get the staff marker (staff-marker.ts), anyone else loses one left from an earlier session;
 * everyone gets the signed-in marker (signed-in-marker.ts).
 */
export async function startUserSession(
  req: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; type: Role },
): Promise<void> {
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  await promisify((done) => req.session.save(done));
  const staff = getsOwnPublicReads(user);
  if (staff || carriesStaffMarker(req)) markStaff(reply, staff, req.session.cookie.secure === true);
  markSignedIn(reply, true, req.session.cookie.secure === true);
}

/** Ends the session (its row is deleted) and clears its cookie and both markers. */
export async function endUserSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const secure = req.session?.cookie.secure === true;
  if (req.session) await promisify((done) => req.session.destroy(done));
  clearCookie(reply.raw, SESSION_COOKIE, { path: '/' });
  markStaff(reply, false, secure);
  markSignedIn(reply, false, secure);
}
