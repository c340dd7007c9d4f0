import { Injectable } from '@nestjs/common';

import { FreshRead } from './fresh-read';
import { SiteVersionRepository } from './site-version.repository';

/** What an answer computed from the site's data depends on; it stays true while both hold. */
export interface SiteSnapshot {
  /** The site version read before the data. */
  version: number;
  /** Epoch ms when the next scheduled writeup gets published (the answer may change); null: never. */
  validUntil: number | null;
}

/**
 * The site's data version as every instance sees it. A `site_version` row is bumped by
 * statement-level triggers on every write to the tables public answers are built from (writeups,
 * comments, announcements, users), in the writing transaction, by whichever instance writes.
 * An answer computed at version v is current while the version is still v and no scheduled
 * writeup has reached its time since: the only change to public data that no write announces.
 */
@Injectable()
export class SiteVersion {
  private readonly fresh: FreshRead<number>;

  constructor(private readonly repository: SiteVersionRepository) {
    this.fresh = new FreshRead(() => repository.version());
  }

  /** The version as committed when this was called, or later; concurrent callers share reads. */
  current(): Promise<number> {
    return this.fresh.get();
  }

  /**
   * Taken before computing an answer at `now`, so the answer is never older than the version it
   * is filed under (a write in between only makes it look older than it is).
   */
  async snapshot(now: Date): Promise<SiteSnapshot> {
    const [version, validUntil] = await Promise.all([this.current(), this.validUntil(now)]);
    return { version, validUntil };
  }

  /** Until the next publication after `now`: a scheduled writeup then joins public answers. */
  async validUntil(now: Date): Promise<number | null> {
    return (await this.repository.nextPublication(now))?.getTime() ?? null;
  }

  /** Whether an answer taken at `snapshot` is still current at `version` and time `now` (epoch ms). */
  static isCurrent(snapshot: SiteSnapshot, version: number, now: number): boolean {
    return snapshot.version === version && (snapshot.validUntil === null || now < snapshot.validUntil);
  }
}
