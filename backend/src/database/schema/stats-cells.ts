import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Site stats kept as they change: for every UTC month, type and rating tenth (0 for 0-9 ... 9 for
 * 90-100), the non-draft writeups dated in it, their words, their ratings summed and their
 * visible comments. Triggers on `writeups` and `comments` keep it
 * (drizzle/0011_stats_cells.sql). Scheduled writeups are dated in the future, so every month
 * before the current one is wholly published; the stats add those cells to a live count of
 * the current month instead of reading every writeup and comment.
 */
export const statsCells = pgTable(
  'stats_cells',
  {
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    bucket: integer('bucket').notNull(),
    writeups: integer('writeups').notNull().default(0),
    words: bigint('words', { mode: 'number' }).notNull().default(0),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.type, table.bucket] })],
);
