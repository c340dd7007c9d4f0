import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { follows, users } from '../database/schema';
import { recordFollow, withdrawFollow } from '../notifications/queries';
import { AUTHOR_COLUMNS } from '../users/queries';
import { followedUsernames } from './queries/my-follows';

/** The public fields of a member in a list of followers or followings. */
export interface FollowListRow {
  id: string;
  username: string;
  picture: string;
  thirdPartyPicture: string | null;
}

/** Who follows whom (product.md §13); a new follow notifies the member followed in the same write. */
@Injectable()
export class FollowsRepository {
  /** Whom a member follows among a page's people is asked on every profile they view: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Follows (or no longer follows), idempotently. */
  setFollow(followerId: string, followeeId: string, following: boolean): Promise<void> {
    return this.db.transaction(async (tx) => {
      if (following) {
        const added = await tx
          .insert(follows)
          .values({ followerId, followeeId })
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) await recordFollow(tx, followeeId, followerId);
        return;
      }
      const removed = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning();
      if (removed.length > 0) await withdrawFollow(tx, followeeId, followerId);
    });
  }

  async countFollowers(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
    return row.n;
  }

  async countFollowing(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
    return row.n;
  }

  /** Members following this one, newest follow first. */
  followers(userId: string, offset: number, limit: number): Promise<FollowListRow[]> {
    return this.followList({ of: follows.followeeId, listed: follows.followerId }, userId, offset, limit);
  }

  /** Members this one follows, newest follow first. */
  following(userId: string, offset: number, limit: number): Promise<FollowListRow[]> {
    return this.followList({ of: follows.followerId, listed: follows.followeeId }, userId, offset, limit);
  }

  /** The members on the `listed` side of `userId`'s follows on the `of` side, newest follow first. */
  private followList(
    side: { of: AnyPgColumn; listed: AnyPgColumn },
    userId: string,
    offset: number,
    limit: number,
  ): Promise<FollowListRow[]> {
    return this.db
      .select(AUTHOR_COLUMNS)
      .from(follows)
      .innerJoin(users, eq(users.id, side.listed))
      .where(eq(side.of, userId))
      .orderBy(desc(follows.created), desc(side.listed))
      .offset(offset)
      .limit(limit);
  }

  /** Those of these usernames (any case) that the member follows, as they are spelled. */
  async followedAmong(followerId: string, usernames: string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const query = this.prepared.get('among', () =>
      prepareOneRow(this.db, {
        names: followedUsernames(sql.placeholder('followerId'), sql.placeholder('names')),
      }),
    );
    const [row] = await query.execute({ followerId, names: usernames.map((name) => name.toLowerCase()) });
    return row.names;
  }
}
