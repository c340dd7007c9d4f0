// `npm run api:check` (after the backend's build): generates the OpenAPI document and the typed
// client as `npm run api:generate` does, but into a temporary folder, and fails when they differ
// from libs/openapi.json and libs/src/api. It writes nothing in the tree, so CI runs it beside
// the tests and the type checks that read those files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GENERATED = {
  'libs/openapi.json': 'openapi.json',
  'libs/src/api/schema.ts': 'schema.ts',
  'libs/src/api/operations.ts': 'operations.ts',
};
const dir = mkdtempSync(join(tmpdir(), 'reviews-api-check-'));
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
try {
  run(process.execPath, ['backend/dist/api-docs/api-document-cli.js', join(dir, 'openapi.json')]);
  run(process.execPath, ['scripts/api-generate.mjs', join(dir, 'openapi.json'), dir]);
  const prettier = join('node_modules', '.bin', 'prettier');
  run(prettier, [
    '--config',
    '.prettierrc.json',
    '--write',
    '--log-level',
    'warn',
    ...Object.values(GENERATED).map((file) => join(dir, file)),
  ]);
  const stale = Object.entries(GENERATED).filter(
    ([committed, file]) => readFileSync(committed, 'utf8') !== readFileSync(join(dir, file), 'utf8'),
  );
  if (stale.length > 0) {
    console.error(
      `Out of date: ${stale.map(([committed]) => committed).join(', ')}. Run npm run api:generate.`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
