import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

import { MetricsModule } from '../metrics/metrics.module';
import { SiteVersionModule } from '../site-version/site-version.module';
import { ResponseCache } from './response-cache';
import { ResponseCacheInterceptor } from './response-cache.interceptor';

/** The shared cache of visitors' public reads; configureApp installs its fast path. */
@Module({
  imports: [MetricsModule, SiteVersionModule],
  providers: [ResponseCache, { provide: APP_INTERCEPTOR, useClass: ResponseCacheInterceptor }],
  exports: [ResponseCache],
})
export class ResponseCacheModule {}
