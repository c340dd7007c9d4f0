import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { CachePurger } from './cache-purger';
import { PUBLICATION_SCHEDULE, type PublicationSchedule } from './publication-schedule';
import { SHARED_MAX_AGE_S } from './shared-lifetime';

/** How often the workers look for publications (and web instances read the next one). */
const SWEEP_MS = 5_000;
const PUBLICATION_SWEEP = 'publication-sweep';

/**
 * Scheduled writeups join public answers at their time, with no write to announce it. Each
 * instance keeps the next publication time: no answer it gives may be kept past it (the shared
 * lifetime ends there). What a publication changes is purged by a worker: at its time by a timer
 * (on each worker, which knows it), and by a sweep every 5 s, a job that one worker runs, so a
 * publication is purged within seconds whatever the number of workers, and even if a worker
 * missed its instant. Purging twice is harmless.
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
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({
      name: PUBLICATION_SWEEP,
      work: () => this.purgePublished(),
      pollSeconds: 1,
      retryLimit: 0,
    });
  }

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
        this.timer = setTimeout(() => void this.atPublication(), Math.max(0, next - Date.now()) + 1).unref();
      }
    } catch (error) {
      // Unknown: answer as if a publication were due now (nothing kept) until a read succeeds.
      this.next = Date.now();
      this.log.warn(`Reading the next publication time failed: ${String(error)}`);
    }
  }

  /**
   * ROLE=web purges nothing at publication time (the workers do); every instance keeps the next
   * publication time current, which bounds what it lets shared caches keep (and sets the timer).
   */
  @Interval(SWEEP_MS)
  async sweep(): Promise<void> {
    if (this.config.runsBackgroundWork) await this.jobs.tick(PUBLICATION_SWEEP, SWEEP_MS / 1000);
    await this.refresh();
  }

  private atPublication(): Promise<void> {
    return this.config.runsBackgroundWork ? this.purgePublished() : this.refresh();
  }

  /**
   * Purges what was published since this instance last looked (the timer's, or the sweep job's).
   * Looks run one after another: one already running may have looked before this call's instant.
   */
  purgePublished(): Promise<void> {
    this.sweeping = (this.sweeping ?? Promise.resolve()).then(() => this.purgeSince());
    return this.sweeping;
  }

  private async purgeSince(): Promise<void> {
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
