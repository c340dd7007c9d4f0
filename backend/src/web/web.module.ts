import { Module } from '@nestjs/common';

import { SessionModule } from '../session/session.module';
import { ConsoleAccess } from './console-access';
import { WebHandler } from './web.handler';
import { WebService } from './web.service';

/** Serves web-public and web-admin builds: the routes outside the API (configureApp). */
@Module({
  imports: [SessionModule],
  providers: [WebService, WebHandler, ConsoleAccess],
  exports: [WebHandler],
})
export class WebModule {}
