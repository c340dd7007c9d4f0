import { mkdirSync } from 'node:fs';
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
import { Pool } from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same API on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Committed SQL migrations; the same relative place from src/ (tests) and dist/ (build). */
export const MIGRATIONS_FOLDER = resolve(__dirname, '../../drizzle');

export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens (creating if needed) an embedded database stored in `dir`. */
export async function openPgliteDir(dir: string): Promise<PGlite> {
  mkdirSync(dirname(resolve(dir)), { recursive: true });
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
}

/**
 * Wraps a PGlite instance. `ownsClient: false` leaves the instance open on close, for a caller
 * (the test harness) that shares one instance between several app instances.
 */
export function pgliteConnection(client: PGlite, ownsClient = true): DatabaseConnection {
  const db = drizzlePglite({ client, schema });
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
  };
}

export function postgresConnection(url: string): DatabaseConnection {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the health check reports the outage.
  pool.on('error', (error) => new Logger('Database').warn(`Idle database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The database the configuration asks for: a server when a URL is given, else embedded in dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) return postgresConnection(options.databaseUrl);
  return pgliteConnection(await openPgliteDir(resolve(options.dataDir, 'pglite')));
}
