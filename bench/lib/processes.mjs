// Child servers of a measuring run: the production app and the bare ceiling server. Every child
// is stopped on the way out, also when the run fails or is interrupted.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from './paths.mjs';

const children = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `${baseUrl}/api/health` answers 200; fails if `child` exits or time runs out. */
export async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/** Stopped with the run, also when it fails or is interrupted. */
export function ownChild(child) {
  children.add(child);
  return child;
}

export function stopChild(child) {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the production build (`node backend/dist/main.js`) on a free port. `env` adds to the
 * environment (DATABASE_URL, RATE_LIMIT_PER_MINUTE, ...); DATA_DIR defaults to a fresh temporary
 * directory that is removed on stop. `nodeArgs` go to node before the script (e.g. `--cpu-prof`).
 */
export async function startApp(env = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'reviews-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, 'backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      DATA_DIR: ownDataDir,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the bare `http` server answering `{ responses }` or `{ sizes }` (see ceiling-server.mjs). */
export async function startCeiling(answers) {
  const child = fork(join(ROOT, 'bench', 'lib', 'ceiling-server.mjs'), [], { stdio: 'inherit' });
  children.add(child);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`The ceiling server exited with code ${code}`)));
    child.send(answers);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
