import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { JobQueue } from '../jobs/job-queue';
import { SessionsRepository } from './sessions.repository';

const SESSION_CLEANUP = 'session-cleanup';

/** Expired sessions are refused on read; this job removes their rows, hourly (product.md §19). */
@Injectable()
export class SessionCleanupService {
  private readonly logger = new Logger(SessionCleanupService.name);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: SESSION_CLEANUP, work: () => this.purgeExpired(), pollSeconds: 10 });
  }

  @Cron(CronExpression.EVERY_HOUR)
  schedule(): Promise<void> {
    return this.jobs.tick(SESSION_CLEANUP, 3600);
  }

  async purgeExpired(): Promise<void> {
    const count = await this.sessions.purgeExpired();
    if (count > 0) this.logger.log(`Purged ${count} expired sessions`);
  }
}
