import { Module } from '@nestjs/common';

import { DatabaseThrottlerStorage } from './database-throttler.storage';
import { RateLimitCleanupService } from './rate-limit-cleanup.service';
import { RateLimitRepository } from './rate-limit.repository';

/** The write limit's counts, shared by every instance through the database. */
@Module({
  providers: [RateLimitRepository, DatabaseThrottlerStorage, RateLimitCleanupService],
  exports: [DatabaseThrottlerStorage],
})
export class RateLimitModule {}
