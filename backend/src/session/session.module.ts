import { Module } from '@nestjs/common';

import { SessionCleanupService } from './session-cleanup.service';
import { SessionMiddleware } from './session.middleware';
import { SessionsRepository } from './sessions.repository';

@Module({
  providers: [SessionsRepository, SessionMiddleware, SessionCleanupService],
  exports: [SessionMiddleware],
})
export class SessionModule {}
