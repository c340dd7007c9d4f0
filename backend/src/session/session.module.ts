import { Module } from '@nestjs/common';

import { SessionCleanupService } from './session-cleanup.service';
import { SessionMiddleware } from './session.middleware';

@Module({
  providers: [SessionMiddleware, SessionCleanupService],
  exports: [SessionMiddleware],
})
export class SessionModule {}
