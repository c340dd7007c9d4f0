import { Module } from '@nestjs/common';
import { Registry } from 'prom-client';

import { DatabaseMetrics } from './database-metrics';
import { HttpMetrics } from './http-metrics';
import { MetricsEndpoint } from './metrics.endpoint';
import { createMetricsRegistry } from './metrics.registry';

/** Prometheus metrics; configureApp mounts HttpMetrics first and MetricsEndpoint on /metrics. */
@Module({
  providers: [
    { provide: Registry, useFactory: createMetricsRegistry },
    HttpMetrics,
    DatabaseMetrics,
    MetricsEndpoint,
  ],
  exports: [HttpMetrics, MetricsEndpoint],
})
export class MetricsModule {}
