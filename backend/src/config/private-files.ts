import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * product.md §8: what the server writes (DATA_DIR, the embedded database, MEDIA_DIR, the outbox,
 * secrets, backups) is readable and writable by its own account only.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * The first call of every entry point (server, demo seed, migrate): files and directories made
 * from now on, by our code or a library's, get no group or other permissions.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates `dir` and its missing parents for this account only. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** The permissions of `dir` when its group or others have any; null when not (or no such dir). */
export function openPermissions(dir: string): number | null {
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch {
    return null;
  }
  return mode & 0o077 ? mode : null;
}

/**
 * Makes everything under `dir` this account's only (directories 0700, files 0600), for a
 * library that sets its files' modes itself whatever the umask (PGlite unpacks its database
 * files 0666).
 */
export function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, PRIVATE_DIR_MODE);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
