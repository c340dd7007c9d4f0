import { Module } from '@nestjs/common';
import { Registry } from 'prom-client';

import { DatabaseMetrics } from './database-metrics';
import { HttpMetrics } from './http-metrics';
import { MetricsEndpoint } from './metrics.endpoint';
import { createMetricsRegistry } from './metrics.registry';

/**
 * Prometheus metrics; configureApp tracks every request with HttpMetrics and routes /metrics to MetricsEndpoint.
 * The registry is exported for modules that keep counters of their own.
 */
@Module({
  providers: [
    { provide: Registry, useFactory: createMetricsRegistry },
    HttpMetrics,
    DatabaseMetrics,
    MetricsEndpoint,
  ],
  exports: [Registry, HttpMetrics, MetricsEndpoint],
})
export class MetricsModule {}
