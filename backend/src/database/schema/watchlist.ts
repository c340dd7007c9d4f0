import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

import { belongsTo } from './columns';
import { users } from './users';
import { writeups } from './writeups';

/** A movie or series on a member's watchlist (product.md §13); `watched` null until seen. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    userId: belongsTo('user_id', () => users.id),
    writeupId: belongsTo('writeup_id', () => writeups.id),
    added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
    watched: timestamp('watched', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.writeupId] }),
    index('watchlist_entries_user_id_added_idx').on(table.userId, table.added),
  ],
);

export type WatchlistEntryRow = typeof watchlistEntries.$inferSelect;
