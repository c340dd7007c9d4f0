#!/usr/bin/env node
// `npm start`: serve the built app, building first when there is no build.
// `npm run demo`: the same, after filling the embedded database with demo content.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = [
  'backend/dist/main.js',
  'web-public/dist/index.html',
  'web-admin/dist/index.html',
  'libs/dist/index.js',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const demo = process.argv.includes('--demo');
if (!built.every((file) => existsSync(join(root, file)))) run(npm, ['run', 'build']);
if (demo) run(process.execPath, ['backend/dist/demo/seed.js']);

// The demo shows the API documentation (/api/docs) too.
const env = demo ? { API_DOCS: '1', ...process.env } : process.env;
const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
