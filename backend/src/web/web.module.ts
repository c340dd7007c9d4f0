import { Module } from '@nestjs/common';

import { SessionModule } from '../session/session.module';
import { UsersModule } from '../users/users.module';
import { ConsoleAccess } from './console-access';
import { WebMiddleware } from './web.middleware';
import { WebService } from './web.service';

/** Serves web-public and web-admin builds; mounted ahead of the API by configureApp. */
@Module({
  imports: [SessionModule, UsersModule],
  providers: [WebService, WebMiddleware, ConsoleAccess],
  exports: [WebMiddleware],
})
export class WebModule {}
