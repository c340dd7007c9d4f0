import { Module } from '@nestjs/common';

import { SessionModule } from '../session/session.module';
import { ConsoleAccess } from './console-access';
import { WebMiddleware } from './web.middleware';
import { WebService } from './web.service';

/** Serves web-public and web-admin builds; mounted ahead of the API by configureApp. */
@Module({
  imports: [SessionModule],
  providers: [WebService, WebMiddleware, ConsoleAccess],
  exports: [WebMiddleware],
})
export class WebModule {}
