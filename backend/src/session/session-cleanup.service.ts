import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { SessionsRepository } from './sessions.repository';

/** Expired sessions are refused on read; this removes their rows. */
@Injectable()
export class SessionCleanupService {
  private readonly logger = new Logger(SessionCleanupService.name);

  constructor(private readonly sessions: SessionsRepository) {}

  @Cron(CronExpression.EVERY_HOUR)
  async purgeExpired(): Promise<void> {
    try {
      const count = await this.sessions.purgeExpired();
      if (count > 0) this.logger.log(`Purged ${count} expired sessions`);
    } catch (error) {
      this.logger.warn(`Could not purge expired sessions: ${String(error)}`);
    }
  }
}
