import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` grows with every committed write to writeups, comments,
 * announcements (statement-level triggers, migration 0003) and users (0004). The caches of any
 * app instance (site-version/) compare it, read by primary key, to know whether they are still
 * current.
 */
export const siteVersion = pgTable(
  'site_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('site_version_one_row', sql`${table.id} = 1`)],
);
