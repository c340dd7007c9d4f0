import type { Request, Response } from 'express';

import { SESSION_COOKIE } from './session-cookie';

function promisify(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/** Signs the user in on a fresh session id, so an id known before login is worthless after it. */
export async function startUserSession(req: Request, userId: string): Promise<void> {
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = userId;
  await promisify((done) => req.session.save(done));
}

/** Ends the session (its row is deleted) and clears the cookie. */
export async function endUserSession(req: Request, res: Response): Promise<void> {
  if (req.session) await promisify((done) => req.session.destroy(done));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
