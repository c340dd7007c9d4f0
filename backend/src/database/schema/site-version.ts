import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` grows with every committed write to writeups, comments and
 * announcements (statement-level triggers, see migration 0003). Caches of site-wide aggregates
 * in any app instance compare it, read by primary key, to know whether they are still current.
 */
export const siteVersion = pgTable(
  'site_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('site_version_one_row', sql`${table.id} = 1`)],
);
