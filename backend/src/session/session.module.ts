import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { SessionCleanupService } from './session-cleanup.service';
import { SessionLoader } from './session-loader';
import { SessionsRepository } from './sessions.repository';

@Module({
  imports: [JobsModule],
  providers: [SessionsRepository, SessionLoader, SessionCleanupService],
  exports: [SessionLoader],
})
export class SessionModule {}
