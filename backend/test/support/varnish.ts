import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const VARNISHD = '/usr/sbin/varnishd';
const VARNISHSTAT = '/usr/bin/varnishstat';
/** default.vcl imports xkey, which Debian ships apart from varnishd. */
const INSTALL_HINT = "install Debian's varnish and varnish-modules (apt-get install varnish varnish-modules)";
const VARNISHADM = '/usr/bin/varnishadm';
/** The deployment's VCL (deploy/varnish); only backends.vcl is the test's own. */
const DEPLOY_VCL_DIR = resolve(__dirname, '../../../deploy/varnish');

export interface Backend {
  host: string;
  port: number;
}

/** A free TCP port on the loopback address, for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * The real varnishd (Debian's `varnish` and `varnish-modules` packages) with
 * deploy/varnish/default.vcl in front of `backends` named app0, app1, ... in that order, each
 * probed as the deployment probes its instances (default.vcl's `instance_ready`), listening as
 * the deployment does: the public listener on `port`, the purge listener on `purgePort`. Run in
 * the foreground, as this process's child; stop() ends it.
 */
export class Varnish {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'reviews-varnish-'));

  constructor(
    readonly port: number,
    readonly purgePort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the app instances send their purges (CACHE_PURGE_URLS). */
  get purgeUrl(): string {
    return `http://127.0.0.1:${this.purgePort}/`;
  }

  async start(backends: Backend[]): Promise<void> {
    if (!existsSync(VARNISHD)) throw new Error(`${VARNISHD} is missing: ${INSTALL_HINT}`);
    const declared = backends.map(
      (backend, index) =>
        `backend app${index} { .host = "${backend.host}"; .port = "${backend.port}"; .probe = instance_ready; }`,
    );
    const added = backends.map((_, index) => `    apps.add_backend(app${index});`);
    writeFileSync(
      join(this.dir, 'backends.vcl'),
      [
        ...declared,
        'sub vcl_init {',
        '    new apps = directors.shard();',
        ...added,
        '    apps.reconfigure(replicas = 1000);',
        '}',
        '',
      ].join('\n'),
    );
    let output = '';
    const child = spawn(
      VARNISHD,
      [
        '-F',
        '-j',
        'none',
        '-a',
        `http=127.0.0.1:${this.port}`,
        '-a',
        `purge=127.0.0.1:${this.purgePort}`,
        '-n',
        join(this.dir, 'work'),
        '-p',
        `vcl_path=${this.dir}:${DEPLOY_VCL_DIR}`,
        '-f',
        join(DEPLOY_VCL_DIR, 'default.vcl'),
        '-s',
        'cache=malloc,32m',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let waited = 0; waited < 20_000; waited += 100) {
      if (child.exitCode !== null) {
        const hint = /VMOD/i.test(output) ? `\nA module is missing: ${INSTALL_HINT}` : '';
        throw new Error(`varnishd exited (${child.exitCode}):\n${output}${hint}`);
      }
      try {
        await fetch(`${this.url}/api/health`);
        // Until its probe answers, an instance is out of rotation.
        const health = this.backendHealth();
        if (health.length === backends.length && health.every((healthy) => healthy)) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`varnishd did not answer with every backend healthy within 20 s:\n${output}`);
  }

  /** Whether the probe counts each backend (app0, app1, ...) healthy, as `varnishadm backend.list` says. */
  backendHealth(): boolean[] {
    const list = execFileSync(VARNISHADM, ['-n', join(this.dir, 'work'), 'backend.list']).toString();
    return [...list.matchAll(/^\S*\bapp(\d+)\s.*\b(healthy|sick)\b/gm)]
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((match) => match[2] === 'healthy');
  }

  /**
   * Allocations held in the cache's storage: what it keeps. Answers it only passes on (errors,
   * private ones) live briefly in the separate Transient storage and are not counted.
   */
  storedAllocations(): number {
    const stats = execFileSync(VARNISHSTAT, ['-n', join(this.dir, 'work'), '-1', '-f', 'SMA.cache.g_alloc']);
    return Number(/SMA\.cache\.g_alloc\s+(\d+)/.exec(stats.toString())?.[1]);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
