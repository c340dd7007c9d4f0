import { Module } from '@nestjs/common';

import { SessionCleanupService } from './session-cleanup.service';
import { SessionLoader } from './session-loader';
import { SessionsRepository } from './sessions.repository';

@Module({
  providers: [SessionsRepository, SessionLoader, SessionCleanupService],
  exports: [SessionLoader],
})
export class SessionModule {}
