#!/usr/bin/env node
// `npm run restore -- <file>`: replaces the database `npm start` uses (same `.env`) with a dump
// written by `npm run backup`. Run it with the server stopped. The embedded database (DATA_DIR):
// the replaced one is kept beside it (pglite.before-restore-<date>) until you delete it. A
// PostgreSQL server (DATABASE_URL): pg_restore --clean in a single transaction (all or nothing).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import {
  databaseDir,
  EXTENSIONS,
  refuseDatabaseInUse,
  restrictNewFiles,
  restrictTree,
  runPostgresTool,
  shown,
  startEnv,
} from './backup.mjs';

function timestamp() {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function main() {
  restrictNewFiles();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  const env = startEnv();
  const url = env.DATABASE_URL?.trim();
  if (!file) {
    console.error(`Usage: npm run restore -- <backup.${url ? 'dump' : 'tar.gz'}> [--force]`);
    process.exit(1);
  }
  const source = resolve(file);
  if (!existsSync(source)) {
    console.error(`No such file: ${source}`);
    process.exit(1);
  }
  if (url) {
    if (source.endsWith('.tar.gz')) {
      console.error(
        `${source} is a backup of the embedded database, but DATABASE_URL names a PostgreSQL server: unset DATABASE_URL to restore it there.`,
      );
      process.exit(1);
    }
    runPostgresTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${url}`,
      source,
    ]);
    console.log(`Restored ${source} into ${shown(url)}.`);
    return;
  }
  const dir = databaseDir(env);
  refuseDatabaseInUse(dir, force);

  // Unpacked and checked in a directory of its own first: a bad file leaves the database as it was.
  const incoming = `${dir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
  const dump = new File([readFileSync(source)], basename(source));
  const db = await PGlite.create(incoming, { extensions: EXTENSIONS, loadDataDir: dump });
  try {
    const { rows } = await db.query("select to_regclass('public.writeups') is not null as ok");
    if (!rows[0]?.ok) throw new Error(`${source} is not a backup of this site's database`);
  } catch (error) {
    await db.close();
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
  await db.close();
  restrictTree(incoming);

  const previous = `${dir}.before-restore-${timestamp()}`;
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(incoming, dir);
  console.log(`Restored ${source} into ${dir}.`);
  if (existsSync(previous))
    console.log(`The database it replaced is kept in ${previous}; delete it when satisfied.`);
}

main().catch((error) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
