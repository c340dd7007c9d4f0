import { Injectable } from '@nestjs/common';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

import { type Database, UNNAMED_STATEMENT } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { sessions, type UserRow, users } from '../database/schema';

/** A stored session: express-session's data and when it expires. */
export interface StoredSession {
  sess: Record<string, unknown>;
  expire: Date;
}

/** A live session with the user it is signed in as (null when nobody is). */
export interface LiveSession extends StoredSession {
  user: UserRow | null;
}

/** The sessions table, as the session store and its cleanup use it. */
@Injectable()
export class SessionsRepository {
  private readonly liveSession;

  constructor(@InjectDatabase() private readonly db: Database) {
    // Built once: every signed-in request reads its session, with its user in the same query.
    this.liveSession = db
      .select({ sess: sessions.sess, expire: sessions.expire, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
      .limit(1)
      .prepare(UNNAMED_STATEMENT);
  }

  /** The session with this id unless it has expired, with its user. */
  async findLive(sid: string, now: Date): Promise<LiveSession | undefined> {
    const [row] = await this.liveSession.execute({ sid, now });
    return row;
  }

  async upsert(sid: string, values: StoredSession & { userId: string | null }): Promise<void> {
    await this.db
      .insert(sessions)
      .values({ sid, ...values })
      .onConflictDoUpdate({ target: sessions.sid, set: values });
  }

  /**
   * Moves the expiry forward, unless it is already later than `before` (another instance's
   * write then wins).
   */
  async extend(sid: string, values: StoredSession, before: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set(values)
      .where(and(eq(sessions.sid, sid), lt(sessions.expire, before)));
  }

  async delete(sid: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sid, sid));
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
