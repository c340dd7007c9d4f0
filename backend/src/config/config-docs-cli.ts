import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { renderConfigTable, renderEnvExample, withConfigTable } from './config-docs';

const REPO_ROOT = resolve(__dirname, '../../..');

/** `npm run config:docs`: writes `.env.example` and the README's table from env.schema.ts. */
async function main(): Promise<void> {
  writeFileSync(join(REPO_ROOT, '.env.example'), renderEnvExample());
  const readmePath = join(REPO_ROOT, 'README.md');
  const readme = withConfigTable(readFileSync(readmePath, 'utf8'), renderConfigTable());
  const options = await resolveConfig(readmePath);
  writeFileSync(readmePath, await format(readme, { ...options, filepath: readmePath }));
  console.log('Wrote .env.example and the configuration table of README.md.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
