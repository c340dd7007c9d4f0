import { type AnyColumn, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any(values)`: a list of values as one parameter, so that one prepared read serves
 * lists of any length (PostgreSQL takes the array's type from the column).
 */
export function isAnyOf(column: AnyColumn | SQL, values: SQLWrapper): SQL {
  return sql`${column} = any(${values})`;
}
