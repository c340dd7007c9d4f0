import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

import { JobsModule } from '../jobs/jobs.module';
import { MetricsModule } from '../metrics/metrics.module';
import { CacheHeadersInterceptor } from './cache-headers.interceptor';
import { CachePurger } from './cache-purger';
import { InvalidationInterceptor } from './invalidation.interceptor';
import { PublicationClock } from './publication-clock';

type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

/**
 * Standard HTTP caching (product.md §7): the headers of every answer, and purges by surrogate
 * key sent to the shared caches after writes and at scheduled publication times.
 */
@Module({
  imports: [MetricsModule, JobsModule],
  providers: [
    CachePurger,
    PublicationClock,
    { provide: APP_INTERCEPTOR, useClass: CacheHeadersInterceptor },
    { provide: APP_INTERCEPTOR, useClass: InvalidationInterceptor },
  ],
  exports: [PublicationClock],
})
export class HttpCacheModule {
  /**
   * `schedule` is the module that provides PUBLICATION_SCHEDULE (the writeups feature): the app
   * hands it in, so that http-cache imports no feature. The module returned is the one instance
   * whose PublicationClock others inject: import that object, not the class.
   */
  static forRoot(schedule: ModuleImport): DynamicModule {
    return { module: HttpCacheModule, imports: [schedule] };
  }
}
