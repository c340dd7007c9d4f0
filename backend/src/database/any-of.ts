import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($name)`: a list of values as one parameter, so that one prepared read serves
 * lists of any length (PostgreSQL takes the array's type from the column).
 */
export function isAnyOf(column: AnyColumn | SQL, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
