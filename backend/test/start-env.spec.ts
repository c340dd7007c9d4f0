import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createTestApp } from './support/app';

const SERVER_ENV = join(__dirname, '../../scripts/server-env.mjs');

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
