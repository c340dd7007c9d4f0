// The reference deployment of product.md §7 on this machine, for `npm run bench -- --varnish`:
// Debian's varnishd with the deployment's VCL (deploy/varnish/default.vcl) in front of two app
// instances on the bench database, the instances purging it by surrogate key.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, ownChild, startApp, stopChild, waitForHealth } from './processes.mjs';
import { ROOT } from './paths.mjs';

const VARNISHD = '/usr/sbin/varnishd';
const VARNISHSTAT = '/usr/bin/varnishstat';
/** What the cache did with the requests it was asked (varnishstat's MAIN counters). */
const CACHE_COUNTERS = [
  'cache_hit',
  'cache_hit_grace',
  'cache_miss',
  'cache_hitmiss',
  'cache_hitpass',
  's_pass',
  'n_lru_nuked',
];

/** The counters now, for differences over a phase. */
function readCounters(workDir) {
  return new Promise((resolve, reject) => {
    execFile(VARNISHSTAT, ['-n', workDir, '-1', '-j'], (error, stdout) => {
      if (error) return reject(error);
      const all = JSON.parse(stdout);
      const counters = all.counters ?? all;
      resolve(Object.fromEntries(CACHE_COUNTERS.map((name) => [name, counters[`MAIN.${name}`]?.value ?? 0])));
    });
  });
}

const DEPLOY_VCL_DIR = join(ROOT, 'deploy', 'varnish');
const INSTANCES = 2;

async function startVarnishd(port, purgePort, backends) {
  if (!existsSync(VARNISHD)) {
    throw new Error(`${VARNISHD} is missing: apt-get install varnish varnish-modules`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'reviews-bench-varnish-'));
  writeFileSync(
    join(dir, 'backends.vcl'),
    [
      // As deploy/varnish/backends.vcl: probed instances in a shard director.
      ...backends.map(
        ({ port: appPort }, i) =>
          `backend app${i} { .host = "127.0.0.1"; .port = "${appPort}"; .probe = instance_ready; }`,
      ),
      'sub vcl_init {',
      '    new apps = directors.shard();',
      ...backends.map((_, i) => `    apps.add_backend(app${i});`),
      '    apps.reconfigure(replicas = 1000);',
      '}',
      '',
    ].join('\n'),
  );
  const child = ownChild(
    spawn(
      VARNISHD,
      [
        '-F',
        '-j',
        'none',
        '-a',
        `http=127.0.0.1:${port}`,
        // The purge listener, as in docker-compose.yml (deploy/varnish/default.vcl).
        '-a',
        `purge=127.0.0.1:${purgePort}`,
        '-n',
        join(dir, 'work'),
        '-p',
        `vcl_path=${dir}:${DEPLOY_VCL_DIR}`,
        '-f',
        join(DEPLOY_VCL_DIR, 'default.vcl'),
        '-s',
        'cache=malloc,256m',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 20_000);
  return {
    url,
    counters: () => readCounters(join(dir, 'work')),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Two web instances (env as startApp's) behind Varnish and one worker beside them, as in
 * docker-compose.yml; `baseUrl` is Varnish's.
 */
export async function startDeployment(env) {
  const port = await freePort();
  const purgePort = await freePort();
  // One cookie secret for all instances, as in docker-compose.yml: a session works on either.
  const shared = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CACHE_PURGE_URLS: `http://127.0.0.1:${purgePort}`,
  };
  const apps = [];
  for (let i = 0; i < INSTANCES; i++) apps.push(await startApp({ ...env, ...shared, ROLE: 'web' }));
  const worker = await startApp({ ...env, ...shared, ROLE: 'worker' });
  const varnish = await startVarnishd(
    port,
    purgePort,
    apps.map((app) => ({ port: Number(new URL(app.baseUrl).port) })),
  );
  return {
    baseUrl: varnish.url,
    cacheCounters: varnish.counters,
    stop: async () => {
      await varnish.stop();
      await Promise.all([...apps, worker].map((app) => app.stop()));
    },
  };
}
