import type { IncomingMessage, ServerResponse } from 'node:http';

import { Injectable } from '@nestjs/common';
import session, { type Session, type SessionData } from 'express-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { DatabaseSessionStore } from './database-session.store';
import { carriesSession, SESSION_COOKIE } from './session-cookie';
import { SessionsRepository } from './sessions.repository';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A request's session as express-session keeps it on the Node request. */
export type RequestSession = Session & Partial<SessionData>;

/** What express-session and the session store put on the Node request. */
export interface SessionCarrier extends IncomingMessage {
  session?: RequestSession;
  sessionID?: string;
  currentUser?: UserRow;
  /** express-session's test for a secure connection (trust proxy is Fastify's). */
  secure?: boolean;
}

/** Paths under /api that never need a session: they skip it entirely. */
const SESSIONLESS = /^\/api\/(health(\/ready)?|activate\/[^/]*|config)\/?$/;
/** Reads that start a session without a cookie: the identity provider's sign-in (its state). */
const STARTS_SESSION = /^\/api\/auth\/oidc(\/|$)/;
const READS = new Set(['GET', 'HEAD']);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Whether an API request needs its session: when it carries the session cookie (who is asking),
 * or may start a session (a write, such as signing in; the identity provider's sign-in). A
 * visitor's read skips it: nothing to look up, no session id to generate.
 */
function needsSession(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (SESSIONLESS.test(path)) return false;
  return carriesSession(request.raw) || !READS.has(request.method) || STARTS_SESSION.test(path);
}

type RawHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * express-session on our store, run on the Node request and response under Fastify (its
 * cookie, its signature and its store stay as they were). Loading a session also sets
 * `request.currentUser` (database-session.store.ts). `request.session`, `sessionID` and
 * `currentUser` of a Fastify request are those of its Node request (`decorate`).
 */
@Injectable()
export class SessionLoader {
  private readonly expressSession: RawHandler;

  constructor(config: AppConfig, sessions: SessionsRepository) {
    this.expressSession = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: new DatabaseSessionStore(sessions, SESSION_MAX_AGE_MS),
      resave: false,
      // No row and no cookie until someone signs in: visitors never touch the store.
      saveUninitialized: false,
      rolling: true,
      // Not `unset: 'destroy'`: it also deletes the session of a request whose session read
      // failed (the database away for a moment), signing its member out. Sign-out destroys it.
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: SESSION_MAX_AGE_MS,
        path: '/',
      },
    }) as unknown as RawHandler;
  }

  /** Makes the session fields of the Node request those of every Fastify request. */
  decorate(fastify: FastifyInstance): void {
    for (const field of ['session', 'sessionID', 'currentUser'] as const) {
      fastify.decorateRequest(field, {
        getter(this: FastifyRequest) {
          return (this.raw as SessionCarrier)[field];
        },
        setter(this: FastifyRequest, value: unknown) {
          (this.raw as unknown as Record<string, unknown>)[field] = value;
        },
      });
    }
  }

  /** Reads the session (and its user) of an API request that needs one. */
  async loadIfNeeded(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (needsSession(request)) await this.load(request, reply);
  }

  /** Reads the request's session, if it has none yet; sets its cookie on the answer when needed. */
  load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = request.raw as SessionCarrier;
    if (raw.session) return Promise.resolve();
    raw.secure = request.protocol === 'https';
    return new Promise((resolve, reject) =>
      this.expressSession(raw, reply.raw, (error) => (error ? reject(error) : resolve())),
    );
  }
}
