import { Injectable } from '@nestjs/common';
import { and, asc, eq, exists, gt, gte, isNotNull, lt, lte, notExists } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { notificationDigests, notificationEvents, users } from '../database/schema';

/** A member a digest goes to. */
export interface DigestRecipient {
  id: string;
  email: string;
  username: string;
}

/** The daily digest's bookkeeping (product.md §13) and the preference it obeys. */
@Injectable()
export class DigestRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Members who asked for the daily digest, have unread notifications shown by `now`, and were
   * sent none since `dayStart`; at most `limit`, after `afterId` (ids in order, to walk them all).
   */
  async due(now: Date, dayStart: Date, afterId: string | null, limit: number): Promise<DigestRecipient[]> {
    const rows = await this.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(
        and(
          eq(users.emailDigest, 'daily'),
          isNotNull(users.email),
          eq(users.suspended, false),
          afterId === null ? undefined : gt(users.id, afterId),
          exists(
            this.db
              .select({ one: notificationEvents.id })
              .from(notificationEvents)
              .where(
                and(
                  eq(notificationEvents.recipientId, users.id),
                  eq(notificationEvents.read, false),
                  lte(notificationEvents.created, now),
                ),
              ),
          ),
          notExists(
            this.db
              .select({ one: notificationDigests.userId })
              .from(notificationDigests)
              .where(
                and(eq(notificationDigests.userId, users.id), gte(notificationDigests.lastSent, dayStart)),
              ),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, email: row.email as string }));
  }

  /**
   * Claims today's digest of the member: true for exactly one caller, whichever instance it runs
   * on (the row's lock orders them; the later one finds it sent since `dayStart`).
   */
  async claim(userId: string, now: Date, dayStart: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(notificationDigests)
      .values({ userId, lastSent: now })
      .onConflictDoUpdate({
        target: notificationDigests.userId,
        set: { lastSent: now },
        setWhere: lt(notificationDigests.lastSent, dayStart),
      })
      .returning({ userId: notificationDigests.userId });
    return claimed.length > 0;
  }

  /** Turns the digest off (its unsubscribe link); false when there is no such member. */
  async turnOff(userId: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailDigest: 'off' })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
