import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  type NewsletterIssueRow,
  newsletterIssues,
  newsletterSubscribers,
  writeups,
} from '../database/schema';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { OutboxRepository } from '../mail/outbox.repository';
import { publishedWriteups } from '../writeups/queries';

export interface NewsletterRecipient {
  id: string;
  email: string;
}

export interface IssueWriteup {
  type: 'movie' | 'series' | 'article';
  title: string;
  slug: string | null;
  headline: string;
  rating: number;
  season: number | null;
  cardDate: Date;
}

/** Thrown inside a batch's transaction when another instance moved the issue on meanwhile. */
class IssueMovedOn extends Error {}

@Injectable()
export class NewsletterRepository {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * A pending subscription of `email` with this token, created, or renewed when it is still
   * unconfirmed and its last link went out before `resendAfter`: whether a link should go out.
   */
  async savePending(email: string, tokenHash: string, now: Date, resendAfter: Date): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterSubscribers)
      .values({ email, confirmTokenHash: tokenHash, confirmSent: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmTokenHash: tokenHash, confirmSent: now },
        setWhere: and(
          isNull(newsletterSubscribers.confirmed),
          lt(newsletterSubscribers.confirmSent, resendAfter),
        ),
      })
      .returning({ id: newsletterSubscribers.id });
    return rows.length > 0;
  }

  /** Confirms the pending subscription of this token if its link went out after `sentAfter`. */
  async confirm(tokenHash: string, now: Date, sentAfter: Date): Promise<boolean> {
    const rows = await this.db
      .update(newsletterSubscribers)
      .set({ confirmed: now, confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, tokenHash),
          isNull(newsletterSubscribers.confirmed),
          gt(newsletterSubscribers.confirmSent, sentAfter),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return rows.length > 0;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  }

  async counts(): Promise<{ confirmed: number; pending: number }> {
    const [row] = await this.db
      .select({
        confirmed: count(newsletterSubscribers.confirmed),
        all: count(),
      })
      .from(newsletterSubscribers);
    return { confirmed: row.confirmed, pending: row.all - row.confirmed };
  }

  /** The published reviews and articles whose card date is in [from, to), oldest first. */
  async publishedBetween(from: Date, to: Date): Promise<IssueWriteup[]> {
    return this.db
      .select({
        type: writeups.type,
        title: writeups.title,
        slug: writeups.slug,
        headline: writeups.headline,
        rating: writeups.rating,
        season: writeups.season,
        cardDate: writeups.cardDate,
      })
      .from(writeups)
      .where(and(publishedWriteups(to), gte(writeups.cardDate, from), lt(writeups.cardDate, to)))
      .orderBy(asc(writeups.cardDate), asc(writeups.id));
  }

  /** Creates the issue unless it exists: whether this call created it (and so sends it). */
  async claim(issue: Omit<NewsletterIssueRow, 'cursor' | 'recipients' | 'created'>): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterIssues)
      .values(issue)
      .onConflictDoNothing()
      .returning({ key: newsletterIssues.key });
    return rows.length > 0;
  }

  /** Unfinished issues whose sender stopped (its lease ran out), now leased to the caller. */
  async takeOverStalled(now: Date, leaseUntil: Date): Promise<NewsletterIssueRow[]> {
    return this.db
      .update(newsletterIssues)
      .set({ leaseUntil })
      .where(and(isNull(newsletterIssues.finished), lt(newsletterIssues.leaseUntil, now)))
      .returning();
  }

  async issue(key: string): Promise<NewsletterIssueRow | undefined> {
    const [row] = await this.db.select().from(newsletterIssues).where(eq(newsletterIssues.key, key));
    return row;
  }

  /** The next confirmed subscribers after `cursor`, in id order. */
  async recipientsAfter(cursor: string | null, limit: number): Promise<NewsletterRecipient[]> {
    return this.db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          isNotNull(newsletterSubscribers.confirmed),
          cursor ? gt(newsletterSubscribers.id, cursor) : undefined,
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(limit);
  }

  /**
   * Queues one batch of an issue's mails and moves its cursor on, in one short transaction, only
   * if the cursor is still `from` (else another instance sent this batch: false, nothing queued).
   */
  async queueBatch(
    key: string,
    from: string | null,
    to: string,
    mails: readonly OutgoingMail[],
    leaseUntil: Date,
  ): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const moved = await tx
          .update(newsletterIssues)
          .set({
            cursor: to,
            recipients: sql`${newsletterIssues.recipients} + ${mails.length}`,
            leaseUntil,
          })
          .where(
            and(
              eq(newsletterIssues.key, key),
              from ? eq(newsletterIssues.cursor, from) : isNull(newsletterIssues.cursor),
            ),
          )
          .returning({ key: newsletterIssues.key });
        if (moved.length === 0) throw new IssueMovedOn();
        await this.outbox.addAll(mails, tx);
      });
      return true;
    } catch (error) {
      if (error instanceof IssueMovedOn) return false;
      throw error;
    }
  }

  async finish(key: string, now: Date): Promise<void> {
    await this.db.update(newsletterIssues).set({ finished: now }).where(eq(newsletterIssues.key, key));
  }
}
