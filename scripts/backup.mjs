#!/usr/bin/env node
// `npm run backup [-- <file>]`: writes a consistent dump of the embedded database (DATA_DIR) to
// <file>, by default backups/reviews-<date>.tar.gz. Run it with the server stopped. For a
// PostgreSQL server (DATABASE_URL set) it prints the pg_dump command instead.
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
export function databaseDir(env = process.env) {
  return join(resolve(env.DATA_DIR?.trim() || './data'), 'pglite');
}

/** Stops with a message when the database is a server, not the embedded one. */
export function refuseServerDatabase(env, command) {
  if (!env.DATABASE_URL?.trim()) return;
  console.error('DATABASE_URL is set: the data lives on a PostgreSQL server, not in DATA_DIR.');
  console.error(`Use PostgreSQL's own tools instead (see docs/operations.md):\n\n  ${command}\n`);
  process.exit(1);
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
  const target = resolve(
    args.find((arg) => !arg.startsWith('--')) ?? join('backups', `reviews-${timestamp()}.tar.gz`),
  );
  refuseServerDatabase(
    process.env,
    `pg_dump --format=custom --no-owner --file=${basename(target).replace(/\.tar\.gz$/, '')}.dump "$DATABASE_URL"`,
  );
  const dir = databaseDir();
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
