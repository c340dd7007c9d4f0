import { Module } from '@nestjs/common';

import { MailDeliveryService } from './mail-delivery.service';
import { MailOutbox } from './mail-outbox.service';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/** E-mail: an outbox table, a job that delivers it (SMTP or .eml files), retries included. */
@Module({
  providers: [OutboxRepository, MailTransport, MailDeliveryService, MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
