import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

/**
 * Real PostgreSQL parts started by a test on free ports: PgBouncer, and clusters of their own
 * (a primary and a streaming replica). Missing binaries fail the test, loudly: CI installs them
 * (.ci/run: postgresql, pgbouncer).
 */

/** A binary the test needs; throws naming the Debian package when it is missing. */
export function requireBinary(path: string, debianPackage: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `${path} is missing: install Debian's ${debianPackage} (apt-get install ${debianPackage})`,
    );
  }
  return path;
}

/** PostgreSQL's server binaries (initdb, pg_ctl, pg_basebackup) of the installed version. */
export function postgresBin(name: string): string {
  let dir: string;
  try {
    dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error("pg_config is missing: install Debian's postgresql (apt-get install postgresql)");
  }
  return requireBinary(join(dir, name), 'postgresql');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL and PgBouncer refuse to run as root: as root, they run as `postgres`. */
const AS_ROOT = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | undefined {
  if (!AS_ROOT) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, but there is no postgres account to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A scratch directory the server's account owns. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const owner = postgresUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  return dir;
}

function runAsServer(command: string, args: string[]): string {
  const owner = postgresUser();
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A PostgreSQL cluster of the test's own, on 127.0.0.1:port, trust authentication. */
export class Cluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** initdb, then started; streaming replication allowed from 127.0.0.1. */
  static async primary(): Promise<Cluster> {
    const dir = join(scratchDir('reviews-primary-'), 'data');
    runAsServer(postgresBin('initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    const cluster = new Cluster(dir, await freePort());
    await cluster.start();
    return cluster;
  }

  /** pg_basebackup -R from `primary`: a hot standby streaming from it. */
  static async replicaOf(primary: Cluster): Promise<Cluster> {
    const dir = join(scratchDir('reviews-replica-'), 'data');
    runAsServer(postgresBin('pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    const cluster = new Cluster(dir, await freePort());
    await cluster.start();
    return cluster;
  }

  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${join(this.dir, '..')}'`,
      '-c max_connections=60',
      '-c shared_buffers=16MB',
      '-c fsync=off',
      '-c wal_level=replica',
      '-c max_wal_senders=4',
      '-c hot_standby=on',
    ].join(' ');
    runAsServer(postgresBin('pg_ctl'), [
      '-D',
      this.dir,
      '-l',
      join(this.dir, '..', 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
    await waitForServer(this.url());
  }

  stop(): void {
    runAsServer(postgresBin('pg_ctl'), ['-D', this.dir, '-m', 'immediate', '-w', 'stop']);
  }

  /** Stops it if it runs, and deletes its files. */
  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(join(this.dir, '..'), { recursive: true, force: true });
  }
}

/** Debian's PgBouncer in transaction mode, in front of `server` (host:port), on a free port. */
export class PgBouncer {
  private constructor(
    private readonly process: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {}

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  static async start(server: { host: string; port: number }, poolSize = 4): Promise<PgBouncer> {
    const binary = requireBinary('/usr/sbin/pgbouncer', 'pgbouncer');
    const dir = scratchDir('reviews-pgbouncer-');
    const port = await freePort();
    writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${server.host} port=${server.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${poolSize}`,
        'max_client_conn = 500',
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
    );
    const owner = postgresUser();
    if (owner) {
      for (const file of ['users.txt', 'pgbouncer.ini']) chownSync(join(dir, file), owner.uid, owner.gid);
    }
    const args = [...(AS_ROOT ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const bouncer = new PgBouncer(child, dir, port);
    try {
      await waitForServer(bouncer.url('postgres'), 15_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`PgBouncer did not start: ${stderr}\n${String(error)}`);
    }
    return bouncer;
  }

  /** PgBouncer's own log (its refusals name what it does not support). */
  log(): string {
    try {
      return readFileSync(join(this.dir, 'pgbouncer.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
