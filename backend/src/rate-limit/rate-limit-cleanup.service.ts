import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { JobQueue } from '../jobs/job-queue';
import { RateLimitRepository } from './rate-limit.repository';

const RATE_LIMIT_CLEANUP = 'rate-limit-cleanup';

/** Ended windows are ignored when counting; this job removes their rows every ten minutes. */
@Injectable()
export class RateLimitCleanupService {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: RATE_LIMIT_CLEANUP, work: () => this.repository.purgeEnded(), pollSeconds: 10 });
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  schedule(): Promise<void> {
    return this.jobs.tick(RATE_LIMIT_CLEANUP, 600);
  }
}
