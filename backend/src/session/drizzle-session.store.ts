import { and, eq, gt, lt, sql } from 'drizzle-orm';
import session, { type SessionData } from 'express-session';

import type { Database } from '../database/database';
import { sessions } from '../database/schema';

type Callback = (error?: unknown) => void;

/** Rolling expiry only rewrites a session's expiry when it moved by more than this. */
const TOUCH_GRANULARITY_MS = 60 * 60 * 1000;

function expiryOf(data: SessionData, fallbackMs: number): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackMs);
}

/** express-session store on our database: every app instance sees the same sessions. */
export class DrizzleSessionStore extends session.Store {
  constructor(
    private readonly db: Database,
    private readonly maxAgeMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .limit(1)
      .then(([row]) => callback(null, row ? (row.sess as unknown as SessionData) : null), callback);
  }

  override set(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    const values = {
      sess: data as unknown as Record<string, unknown>,
      expire: expiryOf(data, this.maxAgeMs),
      userId: data.userId ?? null,
    };
    this.db
      .insert(sessions)
      .values({ sid, ...values })
      .onConflictDoUpdate({ target: sessions.sid, set: values })
      .then(() => callback(), callback);
  }

  override touch(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    const expire = expiryOf(data, this.maxAgeMs);
    // A signed-in reader touches the session on every request; write only when it matters.
    this.db
      .update(sessions)
      .set({ expire, sess: data as unknown as Record<string, unknown> })
      .where(
        and(eq(sessions.sid, sid), lt(sessions.expire, new Date(expire.getTime() - TOUCH_GRANULARITY_MS))),
      )
      .then(() => callback(), callback);
  }

  override destroy(sid: string, callback: Callback = () => undefined): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Deletes expired sessions; answers how many. */
  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, sql`now()`))
      .returning({ sid: sessions.sid });
    return rows.length;
  }
}
