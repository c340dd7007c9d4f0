import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { outbox, type OutboxRow } from '../database/schema';
import type { OutgoingMail } from './outgoing-mail';

@Injectable()
export class OutboxRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async add(mail: OutgoingMail): Promise<void> {
    await this.db.insert(outbox).values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link ?? '',
    });
  }

  /**
   * Takes up to `limit` e-mails that are due and not older than `since`, and leases them until
   * `leaseUntil` so that another instance's job leaves them alone meanwhile.
   */
  async claimDue(now: Date, since: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sent), lte(outbox.nextAttempt, now), gt(outbox.created, since)))
        .orderBy(asc(outbox.nextAttempt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttempt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Marks it sent and forgets its bodies: they hold a link that still works. */
  async markSent(id: string, sent: Date): Promise<void> {
    await this.db
      .update(outbox)
      .set({ sent, text: '', html: '', link: '', lastError: null })
      .where(eq(outbox.id, id));
  }

  async retryLater(id: string, nextAttempt: Date, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ nextAttempt, lastError: error.slice(0, 1000) })
      .where(eq(outbox.id, id));
  }

  /** Drops rows created before `before` (sent long ago, or given up on). */
  async purgeOlderThan(before: Date): Promise<void> {
    await this.db.delete(outbox).where(lt(outbox.created, before));
  }
}
