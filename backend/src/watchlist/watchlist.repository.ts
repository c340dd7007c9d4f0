import { Injectable } from '@nestjs/common';
import type { WriteupType } from '@reviews/libs/constants';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { users, watchlistEntries, writeups, type WatchlistEntryRow } from '../database/schema';
import { usernameIs, AUTHOR_COLUMNS } from '../users/queries';
import { CARD_COLUMNS, publishedWriteups } from '../writeups/queries';
import type { WriteupCardWithAuthor } from '../writeups';
import { entriesAmong, entryDates } from './queries/my-watchlist';

export type EntryDates = Pick<WatchlistEntryRow, 'added' | 'watched'>;

/** A card of a watchlist with its entry's dates. */
export type WatchlistCardRow = WriteupCardWithAuthor & { entry: EntryDates };

/** Which entries a page lists: all, the watched ones, or those still to watch. */
export type WatchedFilter = boolean | undefined;

function entriesOf(userId: string, watched: WatchedFilter): SQL {
  return and(
    eq(watchlistEntries.userId, userId),
    watched === undefined
      ? undefined
      : watched
        ? isNotNull(watchlistEntries.watched)
        : isNull(watchlistEntries.watched),
    publishedWriteups(),
  )!;
}

/** Members' watchlists (product.md §13). */
@Injectable()
export class WatchlistRepository {
  /** A member's entries among a page's cards are asked on every page view they make: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** The type of the published writeup with this id; undefined for any other. */
  async publishedWriteupType(id: string): Promise<WriteupType | undefined> {
    const [row] = await this.db
      .select({ type: writeups.type })
      .from(writeups)
      .where(and(eq(writeups.id, id), publishedWriteups()))
      .limit(1);
    return row?.type;
  }

  /** Puts the writeup on the watchlist if it is not there yet; its entry. */
  async add(userId: string, writeupId: string): Promise<EntryDates> {
    await this.db.insert(watchlistEntries).values({ userId, writeupId }).onConflictDoNothing();
    const [row] = await this.db
      .select({ added: watchlistEntries.added, watched: watchlistEntries.watched })
      .from(watchlistEntries)
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.writeupId, writeupId)));
    return row;
  }

  /** Marks the entry watched (keeping an earlier date) or not; undefined when there is none. */
  async mark(userId: string, writeupId: string, watched: boolean): Promise<EntryDates | undefined> {
    const [row] = await this.db
      .update(watchlistEntries)
      .set({ watched: watched ? sql`coalesce(${watchlistEntries.watched}, now())` : null })
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.writeupId, writeupId)))
      .returning({ added: watchlistEntries.added, watched: watchlistEntries.watched });
    return row;
  }

  async remove(userId: string, writeupId: string): Promise<void> {
    await this.db
      .delete(watchlistEntries)
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.writeupId, writeupId)));
  }

  async countEntries(userId: string, watched: WatchedFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(watchlistEntries)
      .innerJoin(writeups, eq(writeups.id, watchlistEntries.writeupId))
      .where(entriesOf(userId, watched));
    return row.n;
  }

  /** One page of the watchlist as cards, the latest added first. */
  page(userId: string, watched: WatchedFilter, offset: number, limit: number): Promise<WatchlistCardRow[]> {
    return this.db
      .select({
        writeup: CARD_COLUMNS,
        author: AUTHOR_COLUMNS,
        entry: { added: watchlistEntries.added, watched: watchlistEntries.watched },
      })
      .from(watchlistEntries)
      .innerJoin(writeups, eq(writeups.id, watchlistEntries.writeupId))
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(entriesOf(userId, watched))
      .orderBy(desc(watchlistEntries.added), desc(watchlistEntries.writeupId))
      .offset(offset)
      .limit(limit);
  }

  /** The entries of these writeups on the user's watchlist: writeup id to its dates. */
  async entriesFor(userId: string, writeupIds: string[]): Promise<Record<string, EntryDates>> {
    const query = this.prepared.get('entries', () =>
      prepareOneRow(this.db, {
        entries: entriesAmong(sql.placeholder('userId'), sql.placeholder('writeupIds')),
      }),
    );
    const [row] = await query.execute({ userId, writeupIds });
    return entryDates(row.entries);
  }

  /** The member of this username (any case) if their watchlist is public. */
  async publicWatchlistOwner(username: string): Promise<{ id: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(usernameIs(username), eq(users.watchlistPublic, true)))
      .limit(1);
    return row;
  }
}
