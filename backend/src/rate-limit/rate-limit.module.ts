import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { DatabaseThrottlerStorage } from './database-throttler.storage';
import { RateLimitCleanupService } from './rate-limit-cleanup.service';
import { RateLimitRepository } from './rate-limit.repository';

/** The write limit's counts, shared by every instance through the database. */
@Module({
  imports: [JobsModule],
  providers: [RateLimitRepository, DatabaseThrottlerStorage, RateLimitCleanupService],
  exports: [DatabaseThrottlerStorage],
})
export class RateLimitModule {}
