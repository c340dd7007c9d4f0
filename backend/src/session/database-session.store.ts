import session, { type SessionData } from 'express-session';

import type { UserRow } from '../database/schema';
import { activeUser } from './suspension';
import type { SessionsRepository } from './sessions.repository';

type Callback = (error?: unknown) => void;

/** Rolling expiry only rewrites a session's expiry when it moved by more than this. */
const TOUCH_GRANULARITY_MS = 60 * 60 * 1000;
/** Stored expiries remembered between a request's `get` and its `touch` (oldest forgotten first). */
const REMEMBERED_EXPIRIES = 10_000;

function expiryOf(data: SessionData, fallbackMs: number): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackMs);
}

/**
 * express-session store on our database: every app instance sees the same sessions. A session is
 * read with its user in one query, and the request acts as that user (`request.currentUser`).
 */
export class DatabaseSessionStore extends session.Store {
  /** sid -> the expiry stored in the database, as this instance last read or wrote it (epoch ms). */
  private readonly storedExpiry = new Map<string, number>();
  /** The user each session data `get` answered is signed in as, until createSession takes it. */
  private readonly usersOf = new WeakMap<SessionData, UserRow | undefined>();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly maxAgeMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions.findLive(sid, new Date()).then((row) => {
      if (!row) {
        this.storedExpiry.delete(sid);
        return callback(null, null);
      }
      this.remember(sid, row.expire);
      const data = row.sess as unknown as SessionData;
      // The user column is written with the data's userId (`set`); both must name the user.
      const user = row.user && row.user.id === data.userId ? row.user : undefined;
      this.usersOf.set(data, activeUser(user));
      callback(null, data);
    }, callback);
  }

  /** express-session makes `request.session` of what `get` answered: the request acts as its user. */
  override createSession(
    req: Parameters<session.Store['createSession']>[0],
    data: SessionData,
  ): ReturnType<session.Store['createSession']> {
    req.currentUser = this.usersOf.get(data);
    return super.createSession(req, data);
  }

  override set(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    const values = {
      sess: data as unknown as Record<string, unknown>,
      expire: expiryOf(data, this.maxAgeMs),
      userId: data.userId ?? null,
    };
    this.sessions.upsert(sid, values).then(() => {
      this.remember(sid, values.expire);
      callback();
    }, callback);
  }

  /**
   * express-session calls this on every request of a signed-in reader (rolling expiry). The
   * expiry read by this request's `get` tells whether it would move by more than the granularity;
   * only then is it written (and the conditional UPDATE lets another instance's write win).
   */
  override touch(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    const expire = expiryOf(data, this.maxAgeMs);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expire.getTime() - stored < TOUCH_GRANULARITY_MS) {
      callback();
      return;
    }
    this.sessions
      .extend(
        sid,
        { expire, sess: data as unknown as Record<string, unknown> },
        new Date(expire.getTime() - TOUCH_GRANULARITY_MS),
      )
      .then(() => {
        this.remember(sid, expire);
        callback();
      }, callback);
  }

  override destroy(sid: string, callback: Callback = () => undefined): void {
    this.storedExpiry.delete(sid);
    this.sessions.delete(sid).then(() => callback(), callback);
  }

  private remember(sid: string, expire: Date): void {
    // Re-inserted so that the Map's order is least recently used first.
    this.storedExpiry.delete(sid);
    this.storedExpiry.set(sid, expire.getTime());
    if (this.storedExpiry.size > REMEMBERED_EXPIRIES) {
      this.storedExpiry.delete(this.storedExpiry.keys().next().value as string);
    }
  }
}
