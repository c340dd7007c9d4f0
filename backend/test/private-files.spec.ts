import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { eq } from 'drizzle-orm';

import { restrictNewFiles } from '../src/config/private-files';
import { openDatabase } from '../src/database/database';
import { outbox } from '../src/database/schema';
import { MailTransport } from '../src/mail/mail-transport';
import { createTestApp, type TestApp } from './support/app';
import { createUser, loginAs } from './support/factories';
import { testImages } from './support/test-images';
import { waitFor } from './support/jobs';

const REPO_ROOT = resolve(__dirname, '../..');
const SLOW = 180_000;

/** The log lines of every app of this file (the first app decides where they go). */
const logLines: string[] = [];
const logs = { write: (line: string) => void logLines.push(line) };

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'reviews-private-'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function appOn(dataDir: string, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  return createTestApp({ env: { LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env }, logs });
}

function mode(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

/** Every directory and file under `dir` (itself included) by mode: `{ '700': [...], '600': [...] }`. */
function modesUnder(dir: string): Record<string, string[]> {
  const found: Record<string, string[]> = { [mode(dir)]: [dir] };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    (found[mode(path)] ??= []).push(path);
  }
  return found;
}

function expectPrivate(dir: string): void {
  expect(Object.keys(modesUnder(dir)).sort()).toEqual(['600', '700']);
}

function emlFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

async function requestReset(testApp: TestApp, email: string): Promise<void> {
  await testApp.http().post('/api/auth/password-reset').send({ email }).expect(202);
}

describe('files the server writes', () => {
  it(
    "are its own account's only: DATA_DIR, the session secret, the outbox and its e-mails, uploaded media",
    async () => {
      const dataDir = join(scratch, 'fresh', 'data');
      const testApp = await appOn(dataDir, { SESSION_SECRET: undefined });
      expect(mode(join(scratch, 'fresh'))).toBe('700');
      expect(mode(dataDir)).toBe('700');
      expect(mode(join(dataDir, 'session-secret'))).toBe('600');

      const user = await createUser(testApp);
      await requestReset(testApp, user.email as string);
      await waitFor(() => emlFiles(dataDir)[0]);
      const member = await loginAs(testApp, 'user');
      await member
        .post('/api/media')
        .field('purpose', 'avatar')
        .attach('file', await testImages.png(), { filename: 'me.png' })
        .expect(201);

      expectPrivate(dataDir);
      expect(modesUnder(dataDir)['600']).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/outbox\/.+\.eml$/),
          expect.stringMatching(/media\/.+\.webp$/),
        ]),
      );
      await testApp.close();
    },
    SLOW,
  );

  it(
    "are its own account's only in the embedded database, its backups and its restores",
    async () => {
      const previous = process.umask();
      const dataDir = join(scratch, 'embedded');
      try {
        // As main.ts, the demo seed and the migrate command start.
        restrictNewFiles();
        const connection = await openDatabase({ databaseUrl: null, dataDir });
        await connection.migrate();
        await connection.close();
      } finally {
        process.umask(previous);
      }
      expectPrivate(dataDir);

      const backups = join(scratch, 'backups');
      const backup = join(backups, 'site.tar.gz');
      const env = { ...process.env, DATA_DIR: dataDir };
      await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts/backup.mjs'), backup], { env });
      expect(mode(backups)).toBe('700');
      expect(mode(backup)).toBe('600');
      expectPrivate(dataDir);

      await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts/restore.mjs'), backup], { env });
      const restored = join(dataDir, 'pglite');
      expect(readdirSync(restored)).toContain('PG_VERSION');
      expectPrivate(dataDir);
    },
    SLOW,
  );
});

describe('DATA_DIR open to others', () => {
  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && line.msg.includes('is open to other accounts'));

  it('is warned about at start, with the command that fixes it', async () => {
    const dataDir = join(scratch, 'opened');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const testApp = await appOn(dataDir);
    expect(warnings().map((line) => line.msg)).toEqual([
      `DATA_DIR ${dataDir} is open to other accounts of this machine (mode 0755); it holds the database, secrets and e-mails with working links: run chmod 700 ${dataDir}`,
    ]);
    await testApp.close();
  });

  it('is not warned about when it is private', async () => {
    const before = warnings().length;
    const testApp = await appOn(join(scratch, 'private'));
    expect(warnings()).toHaveLength(before);
    await testApp.close();
  });
});

describe('.eml files', () => {
  it(
    'are deleted once their links have expired, and their e-mails leave the outbox table once written',
    async () => {
      const dataDir = join(scratch, 'mails');
      const testApp = await appOn(dataDir);
      const first = await createUser(testApp);
      await requestReset(testApp, first.email as string);
      const old = await waitFor(() => emlFiles(dataDir)[0]);
      const anHourAndAMinuteAgo = new Date(Date.now() - 61 * 60_000);
      utimesSync(join(dataDir, 'outbox', old), anHourAndAMinuteAgo, anHourAndAMinuteAgo);
      const second = await createUser(testApp);
      await requestReset(testApp, second.email as string);
      const fresh = await waitFor(() => emlFiles(dataDir).find((name) => name !== old));

      await testApp.app.get(MailTransport).removeExpiredFiles();
      expect(emlFiles(dataDir)).toEqual([fresh]);

      const rows = await testApp.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, first.email as string));
      expect(rows).toEqual([
        expect.objectContaining({ sent: expect.any(Date), text: '', html: '', link: '' }),
      ]);
      await testApp.close();
    },
    SLOW,
  );
});
