import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');

const BUILT = [
  'libs/dist/index.js',
  'backend/dist/main.js',
  'web-public/dist/index.html',
  'web-admin/dist/index.html',
];

/** Builds the monorepo when any build output is missing, as `npm start` does. */
export function ensureBuilt() {
  if (BUILT.every((file) => existsSync(join(ROOT, file)))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Build failed');
}
