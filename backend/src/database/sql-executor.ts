import { type SQL, sql } from 'drizzle-orm';

import type { DatabaseConnection, Transaction } from './database';

/** How pg-boss reaches a database (its `db` option): SQL text with `$1`... and their values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * `text` with `$1`... placeholders as Drizzle SQL: each placeholder a parameter holding its value
 * whole (an array stays one array parameter), a placeholder named twice sent twice.
 */
function positionalSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

type Executes = Pick<Transaction, 'execute'>;

async function execute(db: Executes, text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }> {
  return (await db.execute(positionalSql(text, values))) as unknown as { rows: unknown[] };
}

/**
 * pg-boss on the app's own database, PGlite or PostgreSQL, on the primary: one statement with
 * values through Drizzle (timed like every query), several without (its locked commands) as one
 * script.
 */
export function connectionExecutor(connection: DatabaseConnection): SqlExecutor {
  return {
    executeSql: (text, values) =>
      values && values.length > 0 ? execute(connection.db, text, values) : connection.runScript(text),
  };
}

/** pg-boss inside a transaction of ours: a job sent this way exists only if the transaction commits. */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  return { executeSql: (text, values) => execute(tx, text, values ?? []) };
}
