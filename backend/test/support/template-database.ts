import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { PGLITE_EXTENSIONS, pgliteConnection, postgresConnection } from '../../src/database/database';

/** Environment variables through which jest's global setup tells the test files about the template. */
export const TEMPLATE_ENV = { pgliteDump: 'TEST_PGLITE_TEMPLATE', postgresName: 'TEST_TEMPLATE_DATABASE' };

/** The URL of another database on the same server. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates an in-memory PGlite once and dumps it; each test file loads the dump (~1 s instead of initdb). */
export async function createPgliteTemplate(): Promise<string> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await pgliteConnection(client, false).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(mkdtempSync(join(tmpdir(), 'reviews-test-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Creates and migrates a template database on the server; test files clone it. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `reviews_test_template_${process.pid}_${Date.now()}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const connection = postgresConnection(withDatabase(serverUrl, name));
  try {
    await connection.migrate();
  } finally {
    await connection.close();
  }
  return name;
}
