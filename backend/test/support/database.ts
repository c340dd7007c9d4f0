import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

import { PGLITE_EXTENSIONS } from '../../src/database/database';
import { TEMPLATE_ENV, withAdminClient, withDatabase } from './template-database';

/**
 * This test file's own database, cloned from the template that global setup migrated:
 * PGlite in memory, or with TEST_DATABASE_URL a database on that server.
 */
export type TestDatabase =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; name: string };

let current: Promise<TestDatabase> | undefined;

async function open(): Promise<TestDatabase> {
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

/** Called once after the test file (support/setup.ts). */
export async function closeTestDatabase(): Promise<void> {
  if (!current) return;
  const database = await current;
  current = undefined;
  if (database.kind === 'pglite') {
    if (!database.client.closed) await database.client.close();
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
