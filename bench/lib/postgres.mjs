// The benchmark's PostgreSQL database: dropped, recreated and migrated by the app's own migrator.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { ensureBuilt, ROOT } from './paths.mjs';

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

/**
 * A bench's own database, new: the backend built if it is not, the database dropped and created
 * again, migrated by the app's migrator; prints the server it runs on.
 */
export async function freshDatabase(url) {
  ensureBuilt();
  await recreateDatabase(url);
  console.log(`PostgreSQL ${await serverVersion(url)} at ${new URL(url).host}`);
  migrate(url);
}

/** Seconds since `since` (a performance.now()), to a tenth. */
export const secondsSince = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one statement of a seed and prints how many rows it wrote and how long it took. */
export async function seedStep(client, label, sql) {
  const started = performance.now();
  const result = await client.query(sql);
  console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${secondsSince(started)} s`);
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

/** Rows still without their stored HTML (product.md §14), as the app's background fill counts them. */
const ROWS_WITHOUT_HTML = `select
  (select count(*) from writeups where content_html is null or notes_html is null)
  + (select count(*) from comments where content_html is null)
  + (select count(*) from users where bio_html is null)
  + (select count(*) from log_entries where review is not null and review_html is null)
  + (select count(*) from lists where description_html is null)
  + (select count(*) from list_entries where note_html is null) as missing`;

/**
 * Waits until the started app has rendered the stored HTML of every seeded row: until then each
 * instance spends its CPU on that fill, and reads render what is missing themselves, so the
 * figures would be those of a site in the middle of its migration, not of its steady state.
 */
export async function untilStoredHtmlFilled(url) {
  const started = Date.now();
  await withClient(url, async (client) => {
    for (;;) {
      const missing = Number((await client.query(ROWS_WITHOUT_HTML)).rows[0].missing);
      if (missing === 0) break;
      console.log(`Waiting for the app to store the HTML of ${missing} seeded rows...`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  });
  const waited = (Date.now() - started) / 1000;
  if (waited > 1) console.log(`Stored HTML complete after ${waited.toFixed(0)} s.`);
}
