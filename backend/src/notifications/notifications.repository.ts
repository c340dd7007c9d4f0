import { Injectable } from '@nestjs/common';
import { NOTIFICATION_ACTORS_SHOWN } from '@reviews/libs/constants';
import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { type Database, UNNAMED_STATEMENT } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import {
  comments,
  logEntries,
  type NotificationEventRow,
  notificationActors,
  notificationEvents,
  users,
  writeups,
} from '../database/schema';
import { CARD_COLUMNS, publishedWriteups, type ReadTime } from '../writeups/queries';
import { AUTHOR_COLUMNS, authorColumns } from '../users/queries';
import type { WriteupAuthor, WriteupCardRecord } from '../writeups';

/** The public fields of a member who did something. */
export type ActorRow = WriteupAuthor;

/** One entry with what it shows: its latest actor, its writeup's card, its comment. */
export interface NotificationRecord {
  event: NotificationEventRow;
  actor: ActorRow;
  writeup: WriteupCardRecord | null;
  author: WriteupAuthor | null;
  comment: { id: string; content: string; spoiler: boolean } | null;
  /** A liked diary entry (product.md §15). */
  log: { id: string; review: string | null; spoiler: boolean } | null;
}

const actors = alias(users, 'actors');
const authors = alias(users, 'authors');

/** A member's notifications (product.md §13), fan-out on write (notification-events.ts). */
@Injectable()
export class NotificationsRepository {
  /** The bell's count is asked on every page load of a member: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Entries shown now: their time has come, and their writeup and comment are shown to everyone. */
  private shown(recipientId: string | SQLWrapper, now: ReadTime): SQL {
    return and(
      eq(notificationEvents.recipientId, recipientId),
      lte(notificationEvents.created, now),
      or(isNull(notificationEvents.writeupId), publishedWriteups(now)),
      or(isNull(notificationEvents.commentId), eq(comments.hidden, false)),
      or(isNull(notificationEvents.logId), eq(logEntries.hidden, false)),
    )!;
  }

  async countShown(recipientId: string, now: Date, unreadOnly: boolean): Promise<number> {
    const query = this.prepared.get(`count|${unreadOnly}`, () => {
      const shown = this.shown(sql.placeholder('recipientId'), sql.placeholder('now'));
      return this.db
        .select({ n: count() })
        .from(notificationEvents)
        .leftJoin(writeups, eq(writeups.id, notificationEvents.writeupId))
        .leftJoin(comments, eq(comments.id, notificationEvents.commentId))
        .leftJoin(logEntries, eq(logEntries.id, notificationEvents.logId))
        .where(unreadOnly ? and(shown, eq(notificationEvents.read, false)) : shown)
        .prepare(UNNAMED_STATEMENT);
    });
    const [row] = await query.execute({ recipientId, now });
    return row.n;
  }

  /** A page of the entries shown now, newest first. */
  page(recipientId: string, now: Date, offset: number, limit: number): Promise<NotificationRecord[]> {
    return this.records(this.shown(recipientId, now), offset, limit);
  }

  /** The newest unread entries shown now. */
  unreadPage(recipientId: string, now: Date, limit: number): Promise<NotificationRecord[]> {
    return this.records(and(this.shown(recipientId, now), eq(notificationEvents.read, false))!, 0, limit);
  }

  private records(where: SQL, offset: number, limit: number): Promise<NotificationRecord[]> {
    return this.db
      .select({
        event: notificationEvents,
        actor: authorColumns(actors),
        writeup: CARD_COLUMNS,
        author: authorColumns(authors),
        comment: { id: comments.id, content: comments.content, spoiler: comments.spoiler },
        log: { id: logEntries.id, review: logEntries.review, spoiler: logEntries.spoiler },
      })
      .from(notificationEvents)
      .innerJoin(actors, eq(actors.id, notificationEvents.actorId))
      .leftJoin(writeups, eq(writeups.id, notificationEvents.writeupId))
      .leftJoin(authors, eq(authors.id, writeups.adminId))
      .leftJoin(comments, eq(comments.id, notificationEvents.commentId))
      .leftJoin(logEntries, eq(logEntries.id, notificationEvents.logId))
      .where(where)
      .orderBy(desc(notificationEvents.created), desc(notificationEvents.id))
      .offset(offset)
      .limit(limit);
  }

  /** The latest NOTIFICATION_ACTORS_SHOWN likers of these like entries, newest first, and how many there are. */
  async likers(entryIds: string[]): Promise<Map<string, { actors: ActorRow[]; total: number }>> {
    const byEntry = new Map<string, { actors: ActorRow[]; total: number }>();
    if (entryIds.length === 0) return byEntry;
    const entry = notificationActors.notificationId;
    const ranked = this.db
      .select({
        entryId: entry,
        actorId: notificationActors.actorId,
        created: notificationActors.created,
        rank: sql<number>`row_number() over (partition by ${entry} order by ${notificationActors.created} desc)`.as(
          'rank',
        ),
        total: sql<number>`count(*) over (partition by ${entry})`.as('total'),
      })
      .from(notificationActors)
      .where(inArray(entry, entryIds))
      .as('ranked');
    const rows = await this.db
      .select({ entryId: ranked.entryId, total: ranked.total, actor: AUTHOR_COLUMNS })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.actorId))
      .where(lte(ranked.rank, NOTIFICATION_ACTORS_SHOWN))
      .orderBy(desc(ranked.created));
    for (const row of rows) {
      const found = byEntry.get(row.entryId) ?? { actors: [], total: Number(row.total) };
      found.actors.push(row.actor);
      byEntry.set(row.entryId, found);
    }
    return byEntry;
  }

  /**
   * Marks these entries of the recipient read (all shown ones when `ids` is undefined); false,
   * and nothing changed, when any id names no entry of theirs.
   */
  markRead(recipientId: string, ids: string[] | undefined, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const mine = and(eq(notificationEvents.recipientId, recipientId), lte(notificationEvents.created, now));
      if (ids === undefined) {
        await tx
          .update(notificationEvents)
          .set({ read: true })
          .where(and(mine, eq(notificationEvents.read, false)));
        return true;
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0) return true;
      const [found] = await tx
        .select({ n: count() })
        .from(notificationEvents)
        .where(and(mine, inArray(notificationEvents.id, unique)));
      if (found.n !== unique.length) return false;
      await tx.update(notificationEvents).set({ read: true }).where(inArray(notificationEvents.id, unique));
      return true;
    });
  }
}
