import { Injectable } from '@nestjs/common';
import { Gauge, Registry } from 'prom-client';

import { type OutboxBacklog, OutboxRepository } from './outbox.repository';

/**
 * The outbox at each scrape (docs/operations.md "Jobs"): e-mails not delivered yet, those whose
 * last attempt failed (being retried), and how long the oldest has waited. The same on every
 * instance (one table).
 */
@Injectable()
export class OutboxMetrics {
  private reading: Promise<OutboxBacklog | null> | undefined;

  constructor(registry: Registry, outbox: OutboxRepository) {
    // One read for the three gauges of a scrape; the database away: the last values stay.
    const backlog = (): Promise<OutboxBacklog | null> => {
      this.reading ??= outbox
        .backlog()
        .catch(() => null)
        .finally(() => setImmediate(() => (this.reading = undefined)));
      return this.reading;
    };
    const gauge = (name: string, help: string, value: (backlog: OutboxBacklog) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          const read = await backlog();
          if (read) this.set(value(read));
        },
      });
    gauge('mail_outbox_pending', 'E-mails in the outbox not delivered yet', (read) => read.pending);
    gauge(
      'mail_outbox_failing',
      'E-mails in the outbox whose last attempt failed, waiting for a retry',
      (read) => read.failing,
    );
    gauge(
      'mail_outbox_oldest_pending_seconds',
      'Age of the oldest e-mail not delivered yet (0: none)',
      (read) => (read.oldest ? Math.max(0, (Date.now() - read.oldest.getTime()) / 1000) : 0),
    );
  }
}
