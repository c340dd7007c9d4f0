import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

import { type Database, UNNAMED_STATEMENT } from './database';

// Reads made of scalar subqueries, each answering one part as JSON: several small lookups of one
// person (what a page shows as theirs) in one statement, so one round trip to the database.

/** The FROM of a read made only of scalar subqueries: one row. */
const ONE_ROW = sql`(select 1) as one_row`;

/** A prepared read of one row whose fields are scalar subqueries (their values as placeholders). */
export function prepareOneRow<T extends SelectedFields>(db: Database, fields: T) {
  return db.select(fields).from(ONE_ROW).prepare(UNNAMED_STATEMENT);
}

/** The JSON array of `value` over `rows` (a FROM with its joins) where `where`; `[]` for none. */
export function jsonArrayOf<T>(value: AnyColumn | SQL, rows: SQL, where: SQL): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(${value}), '[]'::json) from ${rows} where ${where})`;
}

/** The JSON object of `key` to `value` over `rows` where `where`; `{}` for none. */
export function jsonObjectOf<T>(
  key: AnyColumn,
  value: AnyColumn | SQL,
  rows: SQL,
  where: SQL,
): SQL<Record<string, T>> {
  return sql<
    Record<string, T>
  >`(select coalesce(json_object_agg(${key}, ${value}), '{}'::json) from ${rows} where ${where})`;
}

/** Whether `rows` hold a row where `where`. */
export function anyRow(rows: SQL, where: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${rows} where ${where})`;
}
