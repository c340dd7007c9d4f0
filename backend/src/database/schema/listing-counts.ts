import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Listing totals kept as they change: the non-draft writeups of each type (collection '') and of
 * each type within each collection. A trigger on `writeups` keeps it
 * (drizzle/0013_listing_counts.sql). Scheduled writeups count from the moment they are saved; a
 * reader who does not see them takes away those still dated in the future (few, found by index),
 * so a publication coming due needs no write.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    type: text('type').notNull(),
    collection: text('collection').notNull(),
    writeups: integer('writeups').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.type, table.collection] })],
);
