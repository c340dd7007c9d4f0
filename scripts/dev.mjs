#!/usr/bin/env node
// `npm run dev`: the API (Nest in watch mode) and both frontends' Vite dev servers, on the same
// database and `.env` as `npm start` (DATA_DIR relative to the checkout, not to backend/), with
// the API documentation on.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rootedServerEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = rootedServerEnv(root, { API_DOCS: '1', ...process.env });
// The Vite dev servers proxy /api and /media to the API wherever `.env` puts it.
env.DEV_API_URL ??= `http://localhost:${env.PORT?.trim() || 3000}`;

const concurrently = join(root, 'node_modules/concurrently/dist/bin/concurrently.js');
const child = spawn(
  process.execPath,
  [
    concurrently,
    '-k',
    '-n',
    'api,public,admin',
    'npm run dev -w backend',
    'npm run dev -w web-public',
    'npm run dev -w web-admin',
  ],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
