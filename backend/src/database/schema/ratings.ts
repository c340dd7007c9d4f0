import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';
import { writeups } from './writeups';

/**
 * A member's audience score for a published movie or series (product.md §13): 10 to 100 in
 * steps of 10, at most one per member and writeup. Goes with the writeup or the account.
 */
export const ratings = pgTable(
  'ratings',
  {
    writeupId: uuid('writeup_id')
      .notNull()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.writeupId, table.userId] }),
    // A member's ratings newest first: their profile and their followers' feeds.
    index('ratings_user_id_updated_idx').on(table.userId, table.updated),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
