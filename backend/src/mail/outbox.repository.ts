import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { SCRAPE_QUERY } from '../database/query-timing';
import { outbox, type OutboxRow } from '../database/schema';
import type { OutgoingMail } from './outgoing-mail';

/** What waits in the outbox (the metrics). */
export interface OutboxBacklog {
  pending: number;
  failing: number;
  oldest: Date | null;
}

@Injectable()
export class OutboxRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async add(mail: OutgoingMail): Promise<void> {
    await this.addAll([mail]);
  }

  /** Stores the mails in one statement (a newsletter's batch). */
  async addAll(mails: readonly OutgoingMail[], db: Database | Transaction = this.db): Promise<void> {
    if (mails.length === 0) return;
    await db.insert(outbox).values(
      mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: mail.link ?? '',
        headers: mail.headers ?? {},
      })),
    );
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
      .set({ sent, text: '', html: '', link: '', headers: {}, lastError: null })
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

  /** Read at each scrape of /metrics (not counted in the query metrics). */
  async backlog(): Promise<OutboxBacklog> {
    const result = await this.db.execute(sql`${sql.raw(SCRAPE_QUERY)} select count(*)::int as pending,
      (count(*) filter (where ${outbox.lastError} is not null))::int as failing,
      min(${outbox.created})::text as oldest
      from ${outbox} where ${outbox.sent} is null`);
    const [row] = (
      result as unknown as { rows: Array<{ pending: number; failing: number; oldest: string | null }> }
    ).rows;
    return {
      pending: row.pending,
      failing: row.failing,
      oldest: row.oldest === null ? null : new Date(row.oldest),
    };
  }
}
