// The benchmark's PostgreSQL database: dropped, recreated and migrated by the app's own migrator.
import { spawnSync } from 'node:child_process';

import pg from 'pg';

import { ROOT } from './paths.mjs';

/** The server's maintenance database URL for `url` (same server, database `postgres`). */
function maintenanceUrl(url) {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export async function recreateDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing to recreate database "${name}"`);
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Applies the committed migrations with the built backend (`npm run db:migrate`). */
export function migrate(url) {
  const result = spawnSync(process.execPath, ['backend/dist/database/migrate-cli.js'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Migrations failed');
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function serverVersion(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query('show server_version');
    return rows[0].server_version;
  });
}
