import { Module } from '@nestjs/common';

import { WebMiddleware } from './web.middleware';
import { WebService } from './web.service';

/** Serves web-public and web-admin builds; mounted ahead of the API by configureApp. */
@Module({
  providers: [WebService, WebMiddleware],
  exports: [WebMiddleware],
})
export class WebModule {}
