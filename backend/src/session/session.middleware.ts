import { Injectable } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';

import { AppConfig } from '../config/app-config';
import { DatabaseSessionStore } from './database-session.store';
import { carriesSession, SESSION_COOKIE } from './session-cookie';
import { SessionsRepository } from './sessions.repository';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Paths under /api that never need a session: they skip the middleware entirely. */
const SESSIONLESS = /^\/(health(\/ready)?|activate\/[^/]*|config)\/?$/;
/** Reads that start a session without a cookie: the identity provider's sign-in (its state). */
const STARTS_SESSION = /^\/auth\/oidc(\/|$)/;
const READS = new Set(['GET', 'HEAD']);

/**
 * Whether a request under /api needs express-session: when it carries the session cookie (who is
 * asking), or may start a session (a write, such as signing in; the identity provider's
 * sign-in). A visitor's read skips it: nothing to look up, no session id to generate.
 */
function needsSession(req: Request): boolean {
  if (SESSIONLESS.test(req.path)) return false;
  return carriesSession(req) || !READS.has(req.method) || STARTS_SESSION.test(req.path);
}

/**
 * express-session on our store, mounted on /api by configureApp. Loading a session also sets
 * `request.currentUser` (database-session.store.ts).
 */
@Injectable()
export class SessionMiddleware {
  readonly handler: RequestHandler;

  constructor(config: AppConfig, sessions: SessionsRepository) {
    const middleware = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: new DatabaseSessionStore(sessions, SESSION_MAX_AGE_MS),
      resave: false,
      // No row and no cookie until someone signs in: visitors never touch the store.
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: SESSION_MAX_AGE_MS,
        path: '/',
      },
    });
    this.handler = (req, res, next) => (needsSession(req) ? middleware(req, res, next) : next());
  }
}
