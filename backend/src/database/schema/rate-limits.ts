import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per client and route for the write limit, shared by every app instance so the
 * limit holds however requests are spread across them: one fixed window per key
 * (a client over the limit waits for its window to end).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends_idx').on(table.windowEnds)],
);
