import { Module } from '@nestjs/common';

import { MetricsModule } from '../metrics/metrics.module';
import { JobMetrics } from './job-metrics';
import { JobQueue } from './job-queue';

/** The job queue every module sends its background work to (product.md §19). */
@Module({
  imports: [MetricsModule],
  providers: [JobMetrics, JobQueue],
  exports: [JobQueue],
})
export class JobsModule {}
