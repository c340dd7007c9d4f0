import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';

import { SessionModule } from '../session/session.module';
import { ConsoleAccess } from './console-access';
import { WebHandler } from './web.handler';
import { WebService } from './web.service';

type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

/** Serves web-public and web-admin builds: the routes outside the API (configureApp). */
@Module({
  imports: [SessionModule],
  providers: [WebService, WebHandler, ConsoleAccess],
  exports: [WebHandler],
})
export class WebModule {
  /**
   * `providers`: the app's http-cache module (its PublicationClock) and the module that provides
   * PAGE_METADATA (seo), handed in by the app so that web imports no feature.
   */
  static forRoot(providers: ModuleImport[]): DynamicModule {
    return { module: WebModule, imports: providers };
  }
}
