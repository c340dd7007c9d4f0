import type { IncomingMessage } from 'node:http';

import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';

import { AppConfig } from '../config/app-config';
import { DatabaseSessionStore } from './database-session.store';
import { SessionsRepository } from './sessions.repository';

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`);

/** Carries the session cookie (valid or not): its answer may be personal. */
export function carriesSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);
}

/** Paths under /api that never need a session: they skip the middleware entirely. */
const SESSIONLESS = /^\/(health(\/ready)?|activate\/[^/]*|config)\/?$/;

/** express-session on our store, mounted on /api by configureApp. */
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
    this.handler = (req, res, next) => (SESSIONLESS.test(req.path) ? next() : middleware(req, res, next));
  }
}
