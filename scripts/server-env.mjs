import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment `npm start` gives the server: the variables of `dir/.env` when that file
 * exists, under the process environment, which wins (as with docker compose and `--env-file`).
 */
export function serverEnv(dir, env = process.env) {
  const file = join(dir, '.env');
  return existsSync(file) ? { ...parseEnv(readFileSync(file, 'utf8')), ...env } : { ...env };
}
