import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { and, eq, gt, lt, lte, min, sql } from 'drizzle-orm';

import { type Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { announcements, comments, users, writeups } from '../database/schema';
import { scheduledWriteups } from '../writeups/queries/writeup-visibility';
import type { AccountFacts } from './surrogate-keys';

/** The few reads that tell which surrogate keys a write or a scheduled publication changes. */
@Injectable()
export class CacheFacts {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** When the next scheduled writeup becomes published, if one is scheduled after `now`. */
  async nextPublication(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(writeups.cardDate) })
      .from(writeups)
      .where(scheduledWriteups(now));
    return row?.at ?? null;
  }

  /**
   * Ids of the writeups whose scheduled time fell in (after, until]: saved before that time, so
   * no write announced their publication (a save that publishes at once purges by itself).
   */
  async publishedBetween(after: Date, until: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: writeups.id })
      .from(writeups)
      .where(
        and(
          eq(writeups.draft, false),
          gt(writeups.cardDate, after),
          lte(writeups.cardDate, until),
          lt(writeups.updated, writeups.cardDate),
        ),
      );
    return rows.map((row) => row.id);
  }

  async commentWriteupId(commentId: string): Promise<string | undefined> {
    if (!isUUID(commentId)) return undefined;
    const [row] = await this.db
      .select({ writeupId: comments.writeupId })
      .from(comments)
      .where(eq(comments.id, commentId));
    return row?.writeupId;
  }

  async account(userId: string): Promise<AccountFacts | undefined> {
    if (!isUUID(userId)) return undefined;
    const authoredWriteups = this.db
      .select({ id: writeups.id })
      .from(writeups)
      .where(eq(writeups.adminId, users.id));
    const authoredAnnouncements = this.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.adminId, users.id));
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        authored: sql<boolean>`exists (${authoredWriteups}) or exists (${authoredAnnouncements})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}
