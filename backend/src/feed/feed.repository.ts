import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { comments, follows, ratings, users, writeups } from '../database/schema';
import { AUTHOR_COLUMNS, CARD_COLUMNS } from '../writeups/queries/writeup-columns';
import { publishedWriteups } from '../writeups/queries/writeup-visibility';
import type { WriteupAuthor, WriteupCardWithAuthor } from '../writeups/writeup.mapper';

/** One thing a followed member did, before its writeup and actor are read. */
export interface FeedEntry {
  kind: 'published' | 'rated' | 'commented';
  actorId: string;
  writeupId: string;
  created: Date;
  score?: number;
  comment?: { id: string; content: string; spoiler: boolean };
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

  private publishedShown(followerId: string, now: Date): SQL {
    return and(inArray(writeups.adminId, this.followed(followerId)), publishedWriteups(now))!;
  }

  async count(followerId: string, now: Date): Promise<number> {
    const [published, rated, commented] = await Promise.all([
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
    ]);
    return published[0].n + rated[0].n + commented[0].n;
  }

  /** The newest `limit` entries of each source: enough to merge any page that ends there. */
  async newest(followerId: string, now: Date, limit: number): Promise<FeedEntry[]> {
    const [published, rated, commented] = await Promise.all([
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
          comment: { id: comments.id, content: comments.content, spoiler: comments.spoiler },
        })
        .from(comments)
        .innerJoin(writeups, eq(writeups.id, comments.writeupId))
        .where(this.commentedShown(followerId, now))
        .orderBy(desc(comments.created))
        .limit(limit),
    ]);
    return [
      ...published.map((row) => ({ kind: 'published' as const, ...row })),
      ...rated.map((row) => ({ kind: 'rated' as const, ...row })),
      ...commented.map((row) => ({ kind: 'commented' as const, ...row })),
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
