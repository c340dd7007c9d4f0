import { Injectable } from '@nestjs/common';

import { MailDeliveryService } from './mail-delivery.service';
import { OutboxRepository } from './outbox.repository';
import type { OutgoingMail } from './outgoing-mail';

/** Queues e-mails: stored first (so none is lost), sent by the delivery job right after. */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly delivery: MailDeliveryService,
  ) {}

  async queue(mail: OutgoingMail): Promise<void> {
    await this.outbox.add(mail);
    this.delivery.kick();
  }
}
