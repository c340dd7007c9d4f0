#!/usr/bin/env node
// `npm start`: serve the built app with the settings of `.env` (when there is one), building first
// when there is no build.
// `npm run demo`: the same, after filling the embedded database with demo content.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { serverEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = [
  'backend/dist/main.js',
  'web-public/dist/index.html',
  'web-admin/dist/index.html',
  'libs/dist/index.js',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const demo = process.argv.includes('--demo');
// The demo has no mail server (its reset and confirmation links are followed from the log) and
// shows the API documentation (/api/docs), whatever a `.env` copied from `.env.example` says.
const env = serverEnv(root, demo ? { MAIL_LOG_LINKS: '1', API_DOCS: '1', ...process.env } : process.env);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!built.every((file) => existsSync(join(root, file)))) run(npm, ['run', 'build']);
if (demo) run(process.execPath, ['backend/dist/demo/seed.js']);

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
void announce(server);

/** Once the server answers its health check: the address to open, on a line of its own. */
async function announce(child) {
  const port = env.PORT?.trim() || '3000';
  const address = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (child.exitCode === null && Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      console.log(`\n${demo ? 'The demo' : 'The site'} is running: open ${address}\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
