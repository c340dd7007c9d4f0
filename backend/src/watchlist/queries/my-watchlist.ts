import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

import { isAnyOf } from '../../database/any-of';
import { jsonObjectOf } from '../../database/scalar-subqueries';
import { type WatchlistEntryRow, watchlistEntries } from '../../database/schema';

type EntryDates = Pick<WatchlistEntryRow, 'added' | 'watched'>;

/** An entry's dates as the JSON of `entriesAmong` carries them: milliseconds since the epoch. */
export interface EntryTimes {
  added: number;
  watched: number | null;
}

const epochMs = (column: typeof watchlistEntries.added | typeof watchlistEntries.watched) =>
  sql`floor(extract(epoch from ${column}) * 1000)`;

/** The user's watchlist entries among `writeupIds`: writeup id to the entry's times. */
export function entriesAmong(userId: SQLWrapper, writeupIds: SQLWrapper): SQL<Record<string, EntryTimes>> {
  return jsonObjectOf<EntryTimes>(
    watchlistEntries.writeupId,
    sql`json_build_object('added', ${epochMs(watchlistEntries.added)}, 'watched', ${epochMs(watchlistEntries.watched)})`,
    sql`${watchlistEntries}`,
    and(eq(watchlistEntries.userId, userId), isAnyOf(watchlistEntries.writeupId, writeupIds))!,
  );
}

/** The entries of `entriesAmong` with their dates. */
export function entryDates(entries: Record<string, EntryTimes>): Record<string, EntryDates> {
  return Object.fromEntries(
    Object.entries(entries).map(([writeupId, times]) => [
      writeupId,
      { added: new Date(times.added), watched: times.watched === null ? null : new Date(times.watched) },
    ]),
  );
}
