#!/usr/bin/env node
// `npm run backup [-- <file>]`: backs up the database `npm start` uses, with the same `.env`.
// The embedded database (DATA_DIR): a consistent dump to <file>, by default
// backups/reviews-<date>.tar.gz; run it with the server stopped. A PostgreSQL server
// (DATABASE_URL): `pg_dump --format=custom` to <file>, by default backups/reviews-<date>.dump,
// while the site runs.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { rootedServerEnv } from './server-env.mjs';

/** The checkout: its `.env` and its `data/` are `npm start`'s. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The settings `npm start` gives the server (`.env` under the process environment). */
export function startEnv() {
  return rootedServerEnv(ROOT, process.env);
}

export const EXTENSIONS = { pg_trgm };

/**
 * What these commands write is readable by this account only, as everything the server writes
 * (backend/src/config/private-files.ts): umask 077, and `restrictTree` for the database files,
 * whose modes PGlite sets itself.
 */
export function restrictNewFiles() {
  process.umask(0o077);
}

export function restrictTree(dir) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o700);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** Where the server keeps the embedded database: the same rule as backend/src/config. */
export function databaseDir(env) {
  return join(resolve(ROOT, env.DATA_DIR?.trim() || './data'), 'pglite');
}

/**
 * Runs one of PostgreSQL's own tools (pg_dump, pg_restore) on the server's database; without
 * the tool, says how to install it and stops.
 */
export function runPostgresTool(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error?.code === 'ENOENT') {
    console.error(
      `${command} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) in the version of the server or newer.`,
    );
    process.exit(1);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

/** The database URL without its password, for messages. */
export function shown(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/** DATABASE_URL: a custom-format pg_dump, written beside the target then renamed. */
function backupServer(url, given) {
  const target = resolve(given ?? join(ROOT, 'backups', `reviews-${timestamp()}.dump`));
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  const started = Date.now();
  try {
    runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, target);
  console.log(
    `Backed up ${shown(url)} to ${target} (${megabytes(statSync(target).size)}, ${Date.now() - started} ms).`,
  );
  console.log('Restore it with `npm run restore -- <file>` (same DATABASE_URL) or pg_restore.');
}

/**
 * PostgreSQL's postmaster.pid is there while a server has the directory open (and after a
 * crash). Two processes on one embedded database corrupt it, so refuse unless told otherwise.
 */
export function refuseDatabaseInUse(dir, force) {
  if (!existsSync(join(dir, 'postmaster.pid')) || force) return;
  console.error(`The embedded database in ${dir} is in use: stop the server first.`);
  console.error('If no server is running (it crashed), run again with --force.');
  process.exit(1);
}

function timestamp() {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main() {
  restrictNewFiles();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const given = args.find((arg) => !arg.startsWith('--'));
  const env = startEnv();
  const url = env.DATABASE_URL?.trim();
  if (url) return backupServer(url, given);
  const target = resolve(given ?? join(ROOT, 'backups', `reviews-${timestamp()}.tar.gz`));
  const dir = databaseDir(env);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    console.error(`There is no embedded database in ${dir} (set DATA_DIR to the server's data directory).`);
    process.exit(1);
  }
  refuseDatabaseInUse(dir, force);

  const started = Date.now();
  const db = await PGlite.create(dir, { extensions: EXTENSIONS });
  let dump;
  try {
    // Checkpointed and read by the only process that has the database open: a consistent copy.
    await db.exec('CHECKPOINT');
    dump = await db.dumpDataDir('gzip');
  } finally {
    await db.close();
    restrictTree(dir);
  }
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, target);
  console.log(
    `Backed up ${dir} to ${target} (${megabytes(statSync(target).size)}, ${Date.now() - started} ms).`,
  );
  console.log(
    'Keep DATA_DIR/session-secret too (or set SESSION_SECRET), or everyone is signed out after a restore.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
