import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

import type { OutboxRow } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

const CHECK_EVERY_S = 5;
const MAIL_RETRIES = 'mail-retries';
const BATCH = 20;
/** While one instance sends an e-mail, others leave it alone this long. */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 15 * 60_000;
/** After this, an e-mail is no longer worth sending (its link has long expired). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Wait before the next attempt: doubling from 5 seconds up to 15 minutes. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The outbox's delivery: sends what is due, retries what failed. Right after an e-mail is queued
 * on the instance that queued it (never inside the request), and every 5 s as a job on a worker.
 */
@Injectable()
export class MailDeliveryService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: MAIL_RETRIES, work: () => this.deliverDue(), pollSeconds: 1 });
  }

  /** Starts a delivery round soon, without waiting for it. */
  kick(): void {
    setImmediate(() => void this.deliverDue());
  }

  /**
   * Retries of what could not be sent at once are a job (product.md §19); the first attempt is
   * made by whichever instance queued the e-mail (kick).
   */
  @Interval(CHECK_EVERY_S * 1000)
  schedule(): Promise<void> {
    return this.jobs.tick(MAIL_RETRIES, CHECK_EVERY_S);
  }

  async deliverDue(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.running = this.deliverRounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverRounds(): Promise<void> {
    do {
      this.runAgain = false;
      try {
        const now = Date.now();
        const batch = await this.outbox.claimDue(
          new Date(now),
          new Date(now - GIVE_UP_AFTER_MS),
          new Date(now + LEASE_MS),
          BATCH,
        );
        for (const row of batch) await this.deliver(row);
        if (batch.length === BATCH) this.runAgain = true;
        await this.outbox.purgeOlderThan(new Date(now - GIVE_UP_AFTER_MS));
      } catch (error) {
        // The database is away (or closing): the next round tries again.
        this.logger.warn(`Could not read the outbox: ${String(error)}`);
      }
    } while (this.runAgain && !this.stopped);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const mail = {
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      link: row.link,
      headers: row.headers,
    };
    try {
      await this.transport.send(mail, row.id);
      await this.outbox.markSent(row.id, new Date());
    } catch (error) {
      const delay = retryDelayMs(row.attempts);
      this.logger.warn(
        `E-mail to ${row.recipient} not sent (attempt ${row.attempts}), retrying in ${delay / 1000} s: ${String(error)}`,
      );
      await this.outbox.retryLater(row.id, new Date(Date.now() + delay), String(error));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
