import { Module } from '@nestjs/common';

import { JobsModule } from '../jobs/jobs.module';
import { MailDeliveryService } from './mail-delivery.service';
import { MailOutbox } from './mail-outbox.service';
import { MailTransport } from './mail-transport';
import { OutboxMetrics } from './outbox-metrics';
import { OutboxRepository } from './outbox.repository';
import { MetricsModule } from '../metrics/metrics.module';

/** E-mail: an outbox table, a job that delivers it (SMTP or .eml files), retries included. */
@Module({
  imports: [JobsModule, MetricsModule],
  providers: [OutboxRepository, MailTransport, MailDeliveryService, MailOutbox, OutboxMetrics],
  exports: [MailOutbox, OutboxRepository],
})
export class MailModule {}
