import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment `npm start` gives the server: the variables of `dir/.env` when that file
 * exists, under the process environment, which wins (as with docker compose and `--env-file`).
 */
export function serverEnv(dir, env = process.env) {
  const file = join(dir, '.env');
  return existsSync(file) ? { ...parseEnv(readFileSync(file, 'utf8')), ...env } : { ...env };
}

/** Settings naming a directory, read relative to the directory the server runs in. */
const DIRECTORY_VARIABLES = ['DATA_DIR', 'MEDIA_DIR', 'WEB_PUBLIC_DIR', 'WEB_ADMIN_DIR'];

/**
 * `serverEnv` with the directories resolved against `root`, as `npm start` (run in `root`) reads
 * them: what `npm run dev` (whose server runs in backend/), `npm run backup` and `npm run restore`
 * use, so all of them work on `npm start`'s database. DATA_DIR defaults to `root/data`.
 */
export function rootedServerEnv(root, env = process.env) {
  const result = serverEnv(root, env);
  result.DATA_DIR = result.DATA_DIR?.trim() || './data';
  for (const name of DIRECTORY_VARIABLES) {
    const value = result[name]?.trim();
    if (value && !isAbsolute(value)) result[name] = resolve(root, value);
  }
  return result;
}
