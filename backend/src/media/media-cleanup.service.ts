import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MEDIA_PATH, MEDIA_UNREFERENCED_LIFETIME_MS } from '@reviews/libs/constants';

import type { MediaRow } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import { MediaStorage } from './media-storage';
import { MediaRepository } from './media.repository';

const BATCH = 200;
const MEDIA_CLEANUP = 'media-cleanup';

/**
 * Deletes uploads that nothing references a day after they were made (product.md §9): an
 * image chosen in the editor and never saved, an avatar replaced before it was kept. An upload
 * found referenced at that point is kept from then on, so each upload is looked at once. Safe on
 * several instances at once: deleting what is already gone does nothing.
 */
@Injectable()
export class MediaCleanupService {
  private readonly logger = new Logger(MediaCleanupService.name);

  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: MEDIA_CLEANUP, work: () => this.deleteUnreferenced(), pollSeconds: 10 });
  }

  /** Hourly, as a job (product.md §19). */
  @Cron(CronExpression.EVERY_HOUR)
  schedule(): Promise<void> {
    return this.jobs.tick(MEDIA_CLEANUP, 3600);
  }

  async deleteUnreferenced(): Promise<void> {
    const before = new Date(Date.now() - MEDIA_UNREFERENCED_LIFETIME_MS);
    let deleted = 0;
    for (;;) {
      const rows = await this.repository.uncheckedBefore(before, BATCH);
      deleted += await this.checkBatch(rows);
      if (rows.length < BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} unreferenced uploads`);
  }

  /** Keeps the referenced ones and deletes the others, files first: a failure leaves the row to retry. */
  private async checkBatch(rows: MediaRow[]): Promise<number> {
    const referenced = await this.repository.referenced(rows.map((row) => row.id));
    await this.repository.markKept([...referenced]);
    const unreferenced = rows.filter((row) => !referenced.has(row.id));
    await this.storage.remove(
      unreferenced.flatMap((row) => row.variants.map((variant) => variant.url.slice(MEDIA_PATH.length))),
    );
    await this.repository.delete(unreferenced.map((row) => row.id));
    return unreferenced.length;
  }
}
