import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { PGLITE_EXTENSIONS } from '../../src/database/database';
import { TEMPLATE_ENV, withAdminClient, withDatabase } from './template-database';

/**
 * This test file's own database, cloned from the template that global setup migrated:
 * PGlite in memory, or with TEST_DATABASE_URL a database on that server.
 */
export type TestDatabase =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; name: string };

let current: Promise<TestDatabase> | undefined;
/**
 * The database of the spec file before, kept by releaseTestDatabase for the next spec file of
 * the same jest file: emptying it costs ~0.2 s of CPU, where loading PGlite's template costs ~3 s
 * and cloning the server's template writes it whole.
 */
let spare: TestDatabase | undefined;

/**
 * Brings a used database back to the migrated template's state: every table empty (the
 * template's only rows are the migrations' own and pg-boss's version), no queue of pg-boss's
 * (apps create them as they start).
 */
const EMPTY_DATABASE = `DO $$
DECLARE tables text;
BEGIN
  TRUNCATE pgboss.job;
  PERFORM pgboss.delete_queue(name) FROM pgboss.queue;
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
    FROM pg_tables WHERE schemaname = 'public' OR (schemaname = 'pgboss' AND tablename <> 'version');
  EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY';
END $$`;

async function emptied(database: TestDatabase): Promise<TestDatabase> {
  if (database.kind === 'pglite') {
    await database.client.exec(EMPTY_DATABASE);
    // PGlite is one session for all apps: its settings, prepared statements, advisory locks go too.
    await database.client.exec('DISCARD ALL');
    return database;
  }
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(EMPTY_DATABASE);
  } finally {
    await client.end();
  }
  return database;
}

async function open(): Promise<TestDatabase> {
  const reusable = spare;
  spare = undefined;
  if (reusable) return emptied(reusable);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = process.env[TEMPLATE_ENV.postgresName];
    if (!template) throw new Error('The template database is missing: run the tests through jest');
    const name = `reviews_test_${randomUUID().replaceAll('-', '')}`;
    await withAdminClient(serverUrl, (admin) =>
      admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
    );
    return { kind: 'postgres', url: withDatabase(serverUrl, name), name };
  }
  const dump = process.env[TEMPLATE_ENV.pgliteDump];
  if (!dump) throw new Error('The template database is missing: run the tests through jest');
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(dump)]),
    extensions: PGLITE_EXTENSIONS,
  });
  return { kind: 'pglite', client };
}

/** The same database for every app a test file creates. */
export function testDatabase(): Promise<TestDatabase> {
  current ??= open();
  return current;
}

/**
 * Called after each spec file of a group (support/spec-groups.ts), once its apps are closed: the
 * next spec file gets this database emptied rather than a new one.
 */
export async function releaseTestDatabase(): Promise<void> {
  if (!current) return;
  const database = await current;
  current = undefined;
  // A spec file that took its database away (stopTestDatabase) leaves none to reuse.
  if (database.kind === 'pglite' && database.client.closed) return;
  spare = database;
}

/** Called once after the jest file (support/setup.ts). */
export async function closeTestDatabase(): Promise<void> {
  await releaseTestDatabase();
  const database = spare;
  spare = undefined;
  if (!database) return;
  if (database.kind === 'pglite') {
    await database.client.close();
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`),
  );
}

/** Takes this file's database away while apps still use it, to test how they cope. */
export async function stopTestDatabase(): Promise<void> {
  const database = await testDatabase();
  if (database.kind === 'pglite') await database.client.close();
  else await closeTestDatabase();
}
