import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MEDIA_PATH, MEDIA_UNREFERENCED_LIFETIME_MS } from '@reviews/libs/constants';

import type { MediaRow } from '../database/schema';
import { MediaStorage } from './media-storage';
import { MediaRepository } from './media.repository';

const BATCH = 200;

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
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async deleteUnreferenced(): Promise<void> {
    try {
      const before = new Date(Date.now() - MEDIA_UNREFERENCED_LIFETIME_MS);
      let deleted = 0;
      for (;;) {
        const rows = await this.repository.uncheckedBefore(before, BATCH);
        deleted += await this.checkBatch(rows);
        if (rows.length < BATCH) break;
      }
      if (deleted > 0) this.logger.log(`Deleted ${deleted} unreferenced uploads`);
    } catch (error) {
      this.logger.warn(`Could not delete unreferenced uploads: ${String(error)}`);
    }
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
