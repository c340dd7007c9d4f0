import { dirname, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient } from 'pg';

import { makePrivateDir, restrictTree } from '../config/private-files';
import { type QueryObserver, QueryTiming } from './query-timing';
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
  close(): Promise<void>;
  /** The pool right now; PGlite is one connection that is never waited for from outside. */
  poolUsage(): PoolUsage;
  /** Reports the duration of every query from now on to `observer` (one observer: the metrics). */
  observeQueries(observer: QueryObserver): void;
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

export function postgresConnection(url: string): DatabaseConnection {
  const timing = new QueryTiming();
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // While the server is unreachable, a request fails after this instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const logger = new Logger('Database');
  // A connection dropped by the server (restart, failover, network cut) must not crash the
  // process: the pool discards it, the next request opens a new one, health reports the outage.
  pool.on('error', (error) => logger.warn(`Database connection lost: ${error.message}`));
  pool.on('connect', (client) => timeClientQueries(client, timing));
  const db = drizzlePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Idempotent: a drained server (GracefulShutdown) may be closed again by its owner.
    close: () => (closing ??= pool.end()),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (observer) => timing.observe(observer),
  };
}

/** Any fixed number, the same in every instance: the advisory lock migrations take. */
const MIGRATION_LOCK = 727_001;

/**
 * Instances that start together migrate one after the other: each waits for the lock, and the
 * later ones find nothing left to apply (migrating concurrently would fail on existing tables).
 */
async function migrateUnderLock(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The database the configuration asks for: a server when a URL is given, else embedded in dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) return postgresConnection(options.databaseUrl);
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
