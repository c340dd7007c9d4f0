import { AUDIENCE_SCORE } from '@reviews/libs/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt } from './columns';
import { users } from './users';
import { writeups } from './writeups';

/**
 * A member's audience score for a published movie or series (product.md §13): 10 to 100 in
 * steps of 10, at most one per member and writeup. Goes with the writeup or the account.
 */
export const ratings = pgTable(
  'ratings',
  {
    writeupId: belongsTo('writeup_id', () => writeups.id),
    userId: belongsTo('user_id', () => users.id),
    score: integer('score').notNull(),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.writeupId, table.userId] }),
    // A member's ratings newest first: their profile and their followers' feeds.
    index('ratings_user_id_updated_idx').on(table.userId, table.updated),
    check(
      'ratings_score_check',
      sql`${table.score} between ${sql.raw(String(AUDIENCE_SCORE.min))} and ${sql.raw(String(AUDIENCE_SCORE.max))} and ${table.score} % ${sql.raw(String(AUDIENCE_SCORE.step))} = 0`,
    ),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;

/**
 * A writeup's ratings summed up, kept by a trigger on `ratings` (migration film_life_ratings):
 * apart from the writeup's row, so that a rating neither recomputes its search vector nor moves
 * its stats cell. `score` is the audience score (null under AUDIENCE_SCORE.shownFrom ratings),
 * stored so that the audience leaderboard reads an index in its order.
 */
export const writeupRatingStats = pgTable(
  'writeup_rating_stats',
  {
    writeupId: uuid('writeup_id')
      .primaryKey()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    sum: integer('sum').notNull().default(0),
    /** How many rated 10, 20, ..., 100 (PostgreSQL arrays count from 1: score / 10). */
    histogram: integer('histogram')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0,0,0,0}'`),
    score: integer('score').generatedAlwaysAs(
      sql`case when count >= ${sql.raw(String(AUDIENCE_SCORE.shownFrom))} then round(sum::numeric / count)::integer end`,
    ),
  },
  (table) => [index('writeup_rating_stats_score_idx').on(table.score)],
);
