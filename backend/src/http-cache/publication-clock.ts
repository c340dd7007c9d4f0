import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

import { CachePurger } from './cache-purger';
import { PUBLICATION_SCHEDULE, type PublicationSchedule } from './publication-schedule';
import { SHARED_MAX_AGE_S } from './shared-lifetime';

/** How often every instance looks for publications it did not schedule itself. */
const SWEEP_MS = 5_000;

/**
 * Scheduled writeups join public answers at their time, with no write to announce it. Each
 * instance keeps the next publication time: no answer it gives may be kept past it (the shared
 * lifetime ends there), and at that time (or at the next sweep, if another instance scheduled it)
 * it purges what the publication changes. Every instance sweeps, so a missed instant on one is
 * caught by the others, and by itself a few seconds later.
 */
@Injectable()
export class PublicationClock implements OnApplicationBootstrap, OnModuleDestroy {
  /** Epoch ms of the next scheduled publication known; null: none. */
  private next: number | null = null;
  private sweptUntil = new Date();
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  private readonly log = new Logger(PublicationClock.name);

  constructor(
    @Inject(PUBLICATION_SCHEDULE) private readonly schedule: PublicationSchedule,
    private readonly purger: CachePurger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
  }

  /**
   * Seconds a shared cache may keep an answer whose data was read after `since` (epoch ms): never
   * past the next publication.
   */
  sharedMaxAge(since: number): number {
    if (this.next === null) return SHARED_MAX_AGE_S;
    return Math.max(0, Math.min(SHARED_MAX_AGE_S, Math.floor((this.next - since) / 1000)));
  }

  /** Reads the next publication time again (after a writeup was saved here, or at each sweep). */
  async refresh(): Promise<void> {
    try {
      const next = (await this.schedule.nextPublication(new Date()))?.getTime() ?? null;
      this.next = next;
      clearTimeout(this.timer);
      if (next !== null && next - Date.now() <= SWEEP_MS) {
        this.timer = setTimeout(() => void this.sweep(), Math.max(0, next - Date.now()) + 1).unref();
      }
    } catch (error) {
      // Unknown: answer as if a publication were due now (nothing kept) until a read succeeds.
      this.next = Date.now();
      this.log.warn(`Reading the next publication time failed: ${String(error)}`);
    }
  }

  @Interval(SWEEP_MS)
  sweep(): Promise<void> {
    this.sweeping ??= this.purgePublished().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async purgePublished(): Promise<void> {
    const until = new Date();
    try {
      const keys = await this.schedule.keysPublishedBetween(this.sweptUntil, until);
      this.sweptUntil = until;
      await this.purger.invalidate(keys);
    } catch (error) {
      this.log.warn(`Looking for scheduled publications failed: ${String(error)}`);
    }
    await this.refresh();
  }
}
