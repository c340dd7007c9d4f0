import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { Client } from 'pg';

import { createTestApp } from './support/app';
import { withAdminClient, withDatabase } from './support/template-database';

const REPO_ROOT = join(__dirname, '../..');
const SERVER_ENV = join(REPO_ROOT, 'scripts/server-env.mjs');
/** A PostgreSQL server these tests may create databases on (CI starts one; so does the lead's machine). */
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What scripts/start.mjs passes to the server, run in a real node as `npm start` runs it. */
async function serverEnv(dir: string, env: Record<string, string>): Promise<Record<string, string>> {
  const script = `import { serverEnv } from ${JSON.stringify(SERVER_ENV)};
process.stdout.write(JSON.stringify(serverEnv(process.argv[1])));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], {
    env,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

function dirWithEnvFile(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reviews-env-'));
  writeFileSync(join(dir, '.env'), content);
  return dir;
}

describe('npm start (scripts/start.mjs)', () => {
  it('gives the server the settings of .env', async () => {
    const dir = dirWithEnvFile(
      '# a comment\nSITE_NAME="Reviews from .env"\nCONTACT_EMAIL=hello@example.com\n',
    );
    const env = await serverEnv(dir, { PATH: process.env.PATH ?? '' });
    expect(env).toMatchObject({ SITE_NAME: 'Reviews from .env', CONTACT_EMAIL: 'hello@example.com' });

    const app = await createTestApp({ env: { SITE_NAME: env.SITE_NAME, CONTACT_EMAIL: env.CONTACT_EMAIL } });
    const res = await app.http().get('/api/config').expect(200);
    expect(res.body).toMatchObject({ siteName: 'Reviews from .env', contactEmail: 'hello@example.com' });
  });

  it('lets the process environment win over .env', async () => {
    const dir = dirWithEnvFile('SITE_NAME=From the file\nPORT=4000\n');
    const env = await serverEnv(dir, { SITE_NAME: 'From the environment' });
    expect(env).toMatchObject({ SITE_NAME: 'From the environment', PORT: '4000' });
  });

  it('passes the environment alone when there is no .env', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reviews-env-'));
    expect(await serverEnv(dir, { SITE_NAME: 'Only the environment' })).toEqual({
      SITE_NAME: 'Only the environment',
    });
  });
});

/** What the server of `npm run dev`, `npm run backup` and `npm run restore` is given. */
async function rootedEnv(dir: string, env: Record<string, string>): Promise<Record<string, string>> {
  const script = `import { rootedServerEnv } from ${JSON.stringify(SERVER_ENV)};
process.stdout.write(JSON.stringify(rootedServerEnv(process.argv[1])));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], {
    env,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

describe('npm run dev, backup and restore use npm start’s database and .env', () => {
  it("puts DATA_DIR in the checkout's data/ whatever directory the server runs in", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reviews-env-'));
    expect(await rootedEnv(dir, {})).toMatchObject({ DATA_DIR: join(dir, 'data') });
    writeFileSync(join(dir, '.env'), 'DATA_DIR=./site-data\nMEDIA_DIR=images\nSITE_NAME=Mine\n');
    expect(await rootedEnv(dir, {})).toMatchObject({
      DATA_DIR: join(dir, 'site-data'),
      MEDIA_DIR: join(dir, 'images'),
      SITE_NAME: 'Mine',
    });
    expect(await rootedEnv(dir, { DATA_DIR: '/srv/reviews' })).toMatchObject({ DATA_DIR: '/srv/reviews' });
  });

  /** A checkout of its own: the scripts, a `.env`, and the packages of this one. */
  function checkout(envFile: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'reviews-checkout-'));
    mkdirSync(join(dir, 'scripts'));
    for (const script of ['backup.mjs', 'restore.mjs', 'server-env.mjs']) {
      copyFileSync(join(REPO_ROOT, 'scripts', script), join(dir, 'scripts', script));
    }
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, '.env'), envFile);
    return dir;
  }

  async function run(dir: string, script: string, args: string[]) {
    // Run from elsewhere, with no DATABASE_URL or DATA_DIR of its own: only `.env` can name them.
    const env = { PATH: process.env.PATH ?? '' };
    return promisify(execFile)(process.execPath, [join(dir, 'scripts', script), ...args], {
      env,
      cwd: tmpdir(),
    });
  }

  it('looks for the embedded database where .env puts it', async () => {
    const dir = checkout('DATA_DIR=./elsewhere\n');
    const failed = run(dir, 'backup.mjs', []);
    await expect(failed).rejects.toMatchObject({
      stderr: expect.stringContaining(`There is no embedded database in ${join(dir, 'elsewhere', 'pglite')}`),
    });
  });

  it('backs up and restores the PostgreSQL database DATABASE_URL of .env names', async () => {
    const name = `reviews_backup_${process.pid}_${Date.now()}`;
    await withAdminClient(POSTGRES_SERVER, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    const url = withDatabase(POSTGRES_SERVER, name);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("CREATE TABLE films (title text); INSERT INTO films VALUES ('Arrival')");
      const dir = checkout(`DATABASE_URL=${url}\n`);
      const dump = join(dir, 'site.dump');

      const backup = await run(dir, 'backup.mjs', [dump]);
      expect(backup.stdout).toContain(`to ${dump}`);
      expect(existsSync(dump)).toBe(true);

      await client.query("UPDATE films SET title = 'Overwritten'");
      const restore = await run(dir, 'restore.mjs', [dump]);
      expect(restore.stdout).toContain(`Restored ${dump}`);
      const { rows } = await client.query<{ title: string }>('SELECT title FROM films');
      expect(rows).toEqual([{ title: 'Arrival' }]);
      rmSync(dir, { recursive: true, force: true });
    } finally {
      await client.end();
      await withAdminClient(POSTGRES_SERVER, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    }
  }, 60_000);
});
