import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  comments,
  follows,
  listEntries,
  lists,
  type LogEntryRow,
  logEntries,
  ratings,
  users,
  writeups,
} from '../database/schema';
import { publishedEntryCount } from '../lists';
import { CARD_COLUMNS, publishedWriteups } from '../writeups/queries';
import { AUTHOR_COLUMNS } from '../users/queries';
import type { WriteupAuthor, WriteupCardWithAuthor } from '../writeups';

/** One thing a followed member did, before its writeup and actor are read. */
export interface FeedEntry {
  kind: 'published' | 'rated' | 'commented' | 'logged' | 'listed';
  actorId: string;
  /** '' for a list without published entries. */
  writeupId: string;
  /** `listed` (product.md §16). */
  list?: { id: string; title: string; ranked: boolean; entryCount: number };
  created: Date;
  score?: number;
  comment?: { id: string; content: string; contentHtml: string | null; spoiler: boolean };
  /** `logged` (product.md §15): the diary entry. */
  log?: LogEntryRow;
}

/**
 * The feed of the members one follows (product.md §13), fan-out on read: each source is read
 * newest first through an index on (member, date) for the followed members only, and the
 * sources are merged (bench/RESULTS.md "Follows, feed and notifications" has the figures).
 */
@Injectable()
export class FeedRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  private followed(followerId: string) {
    return this.db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, followerId));
  }

  /** Ratings count in the feed on movies and series shown to everyone. */
  private ratedShown(followerId: string, now: Date): SQL {
    return and(
      inArray(ratings.userId, this.followed(followerId)),
      publishedWriteups(now),
      ne(writeups.type, 'article'),
    )!;
  }

  private commentedShown(followerId: string, now: Date): SQL {
    return and(
      inArray(comments.userId, this.followed(followerId)),
      eq(comments.hidden, false),
      publishedWriteups(now),
    )!;
  }

  private loggedShown(followerId: string, now: Date): SQL {
    return and(
      inArray(logEntries.userId, this.followed(followerId)),
      eq(logEntries.hidden, false),
      publishedWriteups(now),
    )!;
  }

  private publishedShown(followerId: string, now: Date): SQL {
    return and(inArray(writeups.adminId, this.followed(followerId)), publishedWriteups(now))!;
  }

  /** product.md §16: the public lists of the members followed (unlisted and private ones never). */
  private listedShown(followerId: string): SQL {
    return and(inArray(lists.userId, this.followed(followerId)), eq(lists.visibility, 'public'))!;
  }

  async count(followerId: string, now: Date): Promise<number> {
    const [published, rated, commented, logged, listed] = await Promise.all([
      this.db.select({ n: count() }).from(writeups).where(this.publishedShown(followerId, now)),
      this.db
        .select({ n: count() })
        .from(ratings)
        .innerJoin(writeups, eq(writeups.id, ratings.writeupId))
        .where(this.ratedShown(followerId, now)),
      this.db
        .select({ n: count() })
        .from(comments)
        .innerJoin(writeups, eq(writeups.id, comments.writeupId))
        .where(this.commentedShown(followerId, now)),
      this.db
        .select({ n: count() })
        .from(logEntries)
        .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
        .where(this.loggedShown(followerId, now)),
      this.db.select({ n: count() }).from(lists).where(this.listedShown(followerId)),
    ]);
    return published[0].n + rated[0].n + commented[0].n + logged[0].n + listed[0].n;
  }

  /** The newest `limit` entries of each source: enough to merge any page that ends there. */
  async newest(followerId: string, now: Date, limit: number): Promise<FeedEntry[]> {
    const [published, rated, commented, logged, listed] = await Promise.all([
      this.db
        .select({ actorId: writeups.adminId, writeupId: writeups.id, created: writeups.cardDate })
        .from(writeups)
        .where(this.publishedShown(followerId, now))
        .orderBy(desc(writeups.cardDate))
        .limit(limit),
      this.db
        .select({
          actorId: ratings.userId,
          writeupId: ratings.writeupId,
          created: ratings.updated,
          score: ratings.score,
        })
        .from(ratings)
        .innerJoin(writeups, eq(writeups.id, ratings.writeupId))
        .where(this.ratedShown(followerId, now))
        .orderBy(desc(ratings.updated))
        .limit(limit),
      this.db
        .select({
          actorId: comments.userId,
          writeupId: comments.writeupId,
          created: comments.created,
          comment: {
            id: comments.id,
            content: comments.content,
            contentHtml: comments.contentHtml,
            spoiler: comments.spoiler,
          },
        })
        .from(comments)
        .innerJoin(writeups, eq(writeups.id, comments.writeupId))
        .where(this.commentedShown(followerId, now))
        .orderBy(desc(comments.created))
        .limit(limit),
      this.db
        .select({ log: logEntries })
        .from(logEntries)
        .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
        .where(this.loggedShown(followerId, now))
        .orderBy(desc(logEntries.created))
        .limit(limit),
      this.db
        .select({
          actorId: lists.userId,
          created: lists.created,
          list: {
            id: lists.id,
            title: lists.title,
            ranked: lists.ranked,
            entryCount: publishedEntryCount(now),
          },
          // The first published entry, shown with the list.
          writeupId: sql<string>`coalesce((select ${listEntries.writeupId} from ${listEntries} inner join ${writeups} on ${writeups.id} = ${listEntries.writeupId} where ${listEntries.listId} = ${lists.id} and ${publishedWriteups(now)} order by ${listEntries.position} limit 1)::text, '')`,
        })
        .from(lists)
        // A join, so that drizzle names the table of every column (the subqueries read lists.id).
        .innerJoin(users, eq(users.id, lists.userId))
        .where(this.listedShown(followerId))
        .orderBy(desc(lists.created))
        .limit(limit),
    ]);
    return [
      ...published.map((row) => ({ kind: 'published' as const, ...row })),
      ...rated.map((row) => ({ kind: 'rated' as const, ...row })),
      ...commented.map((row) => ({ kind: 'commented' as const, ...row })),
      ...logged.map(({ log }) => ({
        kind: 'logged' as const,
        actorId: log.userId,
        writeupId: log.writeupId,
        created: log.created,
        log,
      })),
      ...listed.map((row) => ({ kind: 'listed' as const, ...row })),
    ];
  }

  async cards(ids: string[]): Promise<Map<string, WriteupCardWithAuthor>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(inArray(writeups.id, ids));
    return new Map(rows.map((row) => [row.writeup.id, row]));
  }

  async members(ids: string[]): Promise<Map<string, WriteupAuthor>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select(AUTHOR_COLUMNS).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }
}
