import { dirname, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient, type QueryResult } from 'pg';

import { makePrivateDir, restrictTree } from '../config/private-files';
import { type QueryObserver, QueryTiming } from './query-timing';
import { ReadRouting, routedDatabase } from './read-routing';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same API on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle a `db.transaction(...)` callback gets: what runs inside one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Committed SQL migrations; the same relative place from src/ (tests) and dist/ (build). */
const MIGRATIONS_FOLDER = resolve(__dirname, '../../drizzle');

/** Connections of the pool: open, idle, and requests waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs SQL text of one or more statements without parameters (the job queue's own commands,
   * which bring their BEGIN and COMMIT) on the primary: the rows of the last statement.
   */
  runScript(text: string): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** The pool right now; PGlite is one connection that is never waited for from outside. */
  poolUsage(): PoolUsage;
  /** Reports the duration of every query from now on to `observer` (one observer: the metrics). */
  observeQueries(observer: QueryObserver): void;
  /** With DATABASE_READ_URL: which database answers each read (its hooks go on every request). */
  readonly readRouting?: ReadRouting;
}

/** How a PostgreSQL server is used (the configuration's DATABASE_* settings). */
export interface PostgresOptions {
  /** Connections of each pool at most (default 10). */
  poolMax?: number;
  /** PostgreSQL cancels statements running longer (milliseconds; 0 or unset: never). */
  statementTimeoutMs?: number;
  /** A streaming replica answering the reads of GET requests. */
  readUrl?: string | null;
  /** Whether the read-your-writes cookie is Secure (an https PUBLIC_URL). */
  secureCookies?: boolean;
}

/**
 * The name to give Drizzle's `.prepare()` for a query built once and run often: an empty name
 * makes pg send an unnamed statement, which PgBouncer in transaction mode allows
 * (docs/operations.md); only Drizzle's SQL building is saved, not PostgreSQL's planning.
 */
export const UNNAMED_STATEMENT = '';

/** How long a request waits for a new server connection before it fails (and answers 503). */
const CONNECT_TIMEOUT_MS = 5_000;

export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens (creating if needed) an embedded database stored in `dir`, for this account only. */
async function openPgliteDir(dir: string): Promise<PGlite> {
  makePrivateDir(dirname(resolve(dir)));
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  restrictTree(dir);
  return client;
}

/**
 * Wraps a PGlite instance. `ownsClient: false` leaves the instance open on close, for a caller
 * (the test harness) that shares one instance between several app instances.
 */
export function pgliteConnection(client: PGlite, ownsClient = true): DatabaseConnection {
  const timing = new QueryTiming();
  const db = drizzlePglite({ client: timedPglite(client, timing), schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    runScript: async (text) => (await client.exec(text)).at(-1) ?? { rows: [] },
    close: async () => {
      if (ownsClient && !client.closed) await client.close();
    },
    poolUsage: () => ({ total: 1, idle: 1, waiting: 0 }),
    observeQueries: (observer) => timing.observe(observer),
  };
}

/**
 * The PGlite instance as Drizzle sees it: `query`, also inside transactions, is timed. A proxy
 * rather than a patch, because test apps share one instance and each times its own queries.
 */
function timedPglite(client: PGlite, timing: QueryTiming): PGlite {
  type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];
  const timedQuery =
    (target: PGlite | Transaction): PGlite['query'] =>
    (query, ...rest) =>
      timing.time(query, () => target.query(query, ...rest));
  const query = timedQuery(client);
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) =>
      callback(Object.assign(Object.create(tx) as Transaction, { query: timedQuery(tx) })),
    );
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Times every query of a pooled client, whether pg calls it with a callback or a promise. */
function timeClientQueries(client: PoolClient, timing: QueryTiming): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = timing.timeCallback(args[0], callback as (...results: unknown[]) => unknown);
      return query(...args);
    }
    // A submittable (cursor, stream) reports its rows itself; it is not timed.
    if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return query(...args);
    return timing.time(args[0], () => query(...args) as Promise<unknown>);
  }) as PoolClient['query'];
}

/**
 * The client's queries wait for `first` (its SET) before they are sent: pg deprecates sending a
 * query while another runs.
 */
function queueAfter(client: PoolClient, first: Promise<unknown>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let pending: Promise<unknown> | undefined = first.finally(() => {
    pending = undefined;
    client.query = query as PoolClient['query'];
  });
  client.query = ((...args: unknown[]) => {
    if (!pending) return query(...args);
    const last = args[args.length - 1];
    const submittable = typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function';
    const sent = pending.then(() => query(...args));
    if (typeof last === 'function' || submittable) {
      sent.catch(() => undefined);
      return submittable ? args[0] : undefined;
    }
    return sent;
  }) as PoolClient['query'];
}

/** A pool on one server, its queries timed, its statements limited to `statementTimeoutMs`. */
function postgresPool(
  url: string,
  options: PostgresOptions,
  timing: QueryTiming,
  connectTimeoutMs: number,
): Pool {
  const pool = new Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    // While the server is unreachable, a request fails after this instead of hanging.
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  const logger = new Logger('Database');
  // A connection dropped by the server (restart, failover, network cut) must not crash the
  // process: the pool discards it, the next request opens a new one, health reports the outage.
  pool.on('error', (error) => logger.warn(`Database connection lost: ${error.message}`));
  const timeoutMs = options.statementTimeoutMs ?? 0;
  pool.on('connect', (client) => {
    timeClientQueries(client, timing);
    // A SET, not a startup parameter: PgBouncer refuses unknown startup parameters. Behind
    // PgBouncer in transaction mode the SET lands on one server connection; set it on the role
    // there too (docs/operations.md "PgBouncer").
    if (timeoutMs > 0) {
      const set = client.query(`SET statement_timeout = ${Math.floor(timeoutMs)}`).catch((error: unknown) => {
        logger.warn(
          `Could not set statement_timeout: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      queueAfter(client, set);
    }
  });
  return pool;
}

/** How long a read waits for a new replica connection before the primary answers it instead. */
const REPLICA_CONNECT_TIMEOUT_MS = 1_000;

export function postgresConnection(url: string, options: PostgresOptions = {}): DatabaseConnection {
  const timing = new QueryTiming();
  const pool = postgresPool(url, options, timing, CONNECT_TIMEOUT_MS);
  const primary = drizzlePg({ client: pool, schema });
  let db: Database = primary;
  let readRouting: ReadRouting | undefined;
  let replica: Pool | undefined;
  if (options.readUrl) {
    replica = postgresPool(options.readUrl, options, timing, REPLICA_CONNECT_TIMEOUT_MS);
    readRouting = new ReadRouting(pool, replica, options.secureCookies ?? false);
    const reads = drizzlePg({ client: readRouting.client as unknown as Pool, schema });
    db = routedDatabase(primary, reads);
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateInOneTransaction(pool),
    ping: async () => {
      await primary.execute(sql`select 1`);
    },
    // No parameters: pg sends it as one simple query, so several statements are allowed, and
    // behind PgBouncer its BEGIN ... COMMIT stays on one server connection.
    runScript: async (text) => {
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as QueryResult | QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        // A script that failed after its BEGIN leaves the connection in an aborted transaction.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // Idempotent: a drained server (GracefulShutdown) may be closed again by its owner.
    close: () => (closing ??= Promise.all([pool.end(), replica?.end()]).then(() => undefined)),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (observer) => timing.observe(observer),
    readRouting,
  };
}

/** Any fixed number, the same in every instance: the advisory lock migrations take. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the pending migrations in one transaction that first takes a transaction-level
 * advisory lock: instances that start together migrate one after the other (the later ones find
 * nothing left to apply), and the lock ends with the transaction, so this works behind PgBouncer
 * in transaction mode (a session-level lock would stay on whichever server connection took it).
 * Bookkeeping as Drizzle's migrator keeps it (drizzle.__drizzle_migrations), so either can follow
 * the other.
 */
async function migrateInOneTransaction(pool: Pool): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Waiting for another instance's migrations, and long backfills, are not slow statements.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
    await client.query(
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    const { rows } = await client.query<{ created_at: string | null }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const last = rows[0]?.created_at == null ? null : Number(rows[0].created_at);
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await client.query(statement);
      }
      await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The database the configuration asks for: a server when a URL is given, else embedded in dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax?: number;
  databaseStatementTimeoutMs?: number;
  databaseReadUrl?: string | null;
  secureCookies?: boolean;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return postgresConnection(options.databaseUrl, {
      poolMax: options.databasePoolMax,
      statementTimeoutMs: options.databaseStatementTimeoutMs,
      readUrl: options.databaseReadUrl,
      secureCookies: options.secureCookies,
    });
  }
  const dir = resolve(options.dataDir, 'pglite');
  const connection = pgliteConnection(await openPgliteDir(dir));
  return {
    ...connection,
    close: async () => {
      await connection.close();
      // PostgreSQL rewrites some files (its relation cache) with modes of its own while it runs.
      restrictTree(dir);
    },
  };
}
