#!/usr/bin/env node
// `npm run soak [-- --minutes=3 --connections=8]`: starts the built server (npm run build first)
// on loopback with a fresh embedded database (or DATABASE_URL), drives mixed reads and writes at
// it with autocannon, samples its memory every 10 s, then sends SIGTERM under load and checks
// that it exits 0. Prints the figures docs/operations.md reports.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const minutes = option('minutes', 3);
const connections = option('connections', 8);
const SAMPLE_EVERY_MS = 10_000;
const ROOT = { email: 'soak-root@example.com', password: 'soak-root-password' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ROOT_EMAIL: ROOT.email,
      ROOT_PASSWORD: ROOT.password,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

async function waitForHealth(base) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not become healthy within 60 s');
}

async function call(base, method, path, { cookie, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs in as root and publishes a few writeups for the readers; returns the cookie and one id. */
async function seed(base) {
  const login = await call(base, 'POST', '/api/login', {
    body: { emailOrUsername: ROOT.email, password: ROOT.password, type: 'email' },
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    .split(';')[0];
  const ids = [];
  for (let i = 1; i <= 20; i++) {
    const { _id } = await (
      await call(base, 'POST', '/api/writeup/', { cookie, body: { type: 'movie' } })
    ).json();
    await call(base, 'PATCH', '/api/writeup/', {
      cookie,
      body: {
        _id,
        title: `Soak feature ${i}`,
        releaseYear: 2000 + i,
        content: 'A steady stream of words about a film. '.repeat(40),
        image: '/demo-images/banner.svg',
        poster: '/demo-images/poster.svg',
        director: 'Soak Director',
        mpaa: 'PG',
        genre: ['Drama'],
        rating: 50 + i,
        runtime: 100 + i,
        publishNow: true,
      },
    });
    ids.push(_id);
  }
  return { cookie, id: ids[0] };
}

/** The mix each connection cycles through: reads of every kind and one writeup save in nine. */
function mix(cookie, id) {
  let edit = 0;
  const json = { 'Content-Type': 'application/json' };
  return [
    { method: 'GET', path: '/api/writeup/listings?sort=new' },
    {
      method: 'GET',
      path: `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug: 'soak-feature-7' }))}`,
    },
    { method: 'GET', path: '/api/writeup/listings?sort=high&page=2' },
    { method: 'GET', path: '/api/whoami', headers: { Cookie: cookie } },
    {
      method: 'PATCH',
      path: '/api/writeup/',
      headers: { ...json, Cookie: cookie },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ _id: id, content: `Edit ${(edit += 1)} of the soak.` }),
      }),
    },
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/some/page' },
    { method: 'GET', path: '/api/writeup/listings?filter=%7B%22type%22%3A%22movie%22%7D' },
    { method: 'GET', path: '/api/config' },
  ];
}

async function memory(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}

function summary(result) {
  return (
    `${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
    `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, ` +
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`
  );
}

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'reviews-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  try {
    await waitForHealth(base);
    const { cookie, id } = await seed(base);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`Soak: ${minutes} min, ${connections} connections, ${database}, Node ${process.version}`);

    const samples = [];
    const sample = async () => {
      const m = await memory(base);
      samples.push(m);
      console.log(
        `t=${String((samples.length - 1) * 10).padStart(3)} s  rss ${mb(m.rss)} MB  heap ${mb(m.heap)} MB`,
      );
    };
    await sample();
    const timer = setInterval(() => void sample(), SAMPLE_EVERY_MS);
    const result = await autocannon({
      url: base,
      connections,
      duration: minutes * 60,
      requests: mix(cookie, id),
    });
    clearInterval(timer);
    await sample();
    console.log(summary(result));
    const warm = samples[Math.min(3, samples.length - 1)];
    const last = samples.at(-1);
    console.log(
      `RSS after warm-up (t=${Math.min(3, samples.length - 1) * 10} s) ${mb(warm.rss)} MB, at the end ${mb(last.rss)} MB, ` +
        `max ${mb(Math.max(...samples.map((s) => s.rss)))} MB; heap ${mb(warm.heap)} -> ${mb(last.heap)} MB`,
    );

    // SIGTERM in the middle of a burst: the server must drain and exit 0.
    const burst = autocannon({ url: base, connections, duration: 4, requests: mix(cookie, id) });
    await sleep(2_000);
    server.child.kill('SIGTERM');
    const [exit, tail] = await Promise.all([server.exited, burst]);
    console.log(
      `SIGTERM under load: exit code ${exit.code}` +
        ` (burst: ${tail.requests.total} requests, ${tail.non2xx} non-2xx, ${tail.errors} connection errors after the listener closed)`,
    );
    if (exit.code !== 0) process.exitCode = 1;
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
