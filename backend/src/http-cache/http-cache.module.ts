import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

import { MetricsModule } from '../metrics/metrics.module';
import { CacheHeadersInterceptor } from './cache-headers.interceptor';
import { CachePurger } from './cache-purger';
import { InvalidationInterceptor } from './invalidation.interceptor';
import { PublicationClock } from './publication-clock';

/**
 * Standard HTTP caching (product.md §7): the headers of every answer, and purges by surrogate
 * key sent to the shared caches after writes and at scheduled publication times.
 */
@Global()
@Module({
  imports: [MetricsModule],
  providers: [
    CachePurger,
    PublicationClock,
    { provide: APP_INTERCEPTOR, useClass: CacheHeadersInterceptor },
    { provide: APP_INTERCEPTOR, useClass: InvalidationInterceptor },
  ],
  exports: [PublicationClock],
})
export class HttpCacheModule {}
