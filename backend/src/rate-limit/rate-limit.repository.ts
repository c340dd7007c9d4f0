import { Injectable } from '@nestjs/common';
import { lt, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { rateLimits } from '../database/schema';

export interface RateLimitCount {
  hits: number;
  windowEnds: Date;
  /** The database's clock when counted: every instance measures against the same one. */
  now: Date;
}

@Injectable()
export class RateLimitRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Counts one request for `key` in one statement, atomic across instances: a window that has
   * ended starts again at 1.
   */
  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = sql`clock_timestamp()`;
    const windowEnded = sql`${rateLimits.windowEnds} <= ${now}`;
    const hits = sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, windowEnds: sql`${now} + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits,
          windowEnds: sql`case when ${windowEnded} then ${now} + ${windowMs} * interval '1 millisecond' else ${rateLimits.windowEnds} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        windowEnds: rateLimits.windowEnds,
        now: sql<string>`${now}`.mapWith((value: string | Date) => new Date(value)),
      });
    return row;
  }

  /** Removes counts whose window has ended. */
  async purgeEnded(): Promise<number> {
    const ended = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowEnds, sql`now()`))
      .returning({ key: rateLimits.key });
    return ended.length;
  }
}
