import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { RateLimitRepository } from './rate-limit.repository';

/** Ended windows are ignored when counting; this removes their rows. */
@Injectable()
export class RateLimitCleanupService {
  private readonly logger = new Logger(RateLimitCleanupService.name);

  constructor(private readonly repository: RateLimitRepository) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async purgeEnded(): Promise<void> {
    try {
      await this.repository.purgeEnded();
    } catch (error) {
      this.logger.warn(`Could not purge ended rate-limit windows: ${String(error)}`);
    }
  }
}
