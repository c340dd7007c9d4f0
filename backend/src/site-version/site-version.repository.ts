import { Injectable } from '@nestjs/common';
import { eq, min } from 'drizzle-orm';

import { type Database, UNNAMED_STATEMENT } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { siteVersion, writeups } from '../database/schema';
import { scheduledWriteups } from '../writeups/writeup-visibility';

/** The two facts a cached read depends on besides its own data: see site-version.ts. */
@Injectable()
export class SiteVersionRepository {
  private readonly versionQuery;

  constructor(@InjectDatabase() private readonly db: Database) {
    // Built once: it runs for every batch of cache hits.
    this.versionQuery = db
      .select({ version: siteVersion.version })
      .from(siteVersion)
      .where(eq(siteVersion.id, 1))
      .prepare(UNNAMED_STATEMENT);
  }

  /** The version of the site's data (see schema/site-version.ts): it grows with every write. */
  async version(): Promise<number> {
    const [row] = await this.versionQuery.execute();
    return row?.version ?? 0;
  }

  /** When the next scheduled writeup becomes published, if one is scheduled after `now`. */
  async nextPublication(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(writeups.cardDate) })
      .from(writeups)
      .where(scheduledWriteups(now));
    return row?.at ?? null;
  }
}
