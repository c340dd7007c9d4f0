import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createTestApp, type TestApp } from './support/app';
import { createUser } from './support/factories';
import { SmtpInbox, tokenOf } from './support/smtp-inbox';
import { waitFor } from './support/jobs';

/** The log lines of every app of this file (the first app decides where they go). */
const logLines: string[] = [];
const logs = { write: (line: string) => void logLines.push(line) };

interface LogLine {
  level: number;
  msg: string;
}

const WARN = 40;
const NO_MAIL_SERVER = 'NODE_ENV is production but SMTP_URL is not set';

function logged(): LogLine[] {
  return logLines.map((line) => JSON.parse(line) as LogLine);
}

function appWith(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logs });
}

/** Asks for a reset link for a new member and answers its token, read from the .eml file. */
async function resetTokenFromFile(testApp: TestApp): Promise<string> {
  const user = await createUser(testApp);
  await testApp.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
  const dir = join(testApp.config.dataDir, 'outbox');
  const eml = await waitFor(() => {
    try {
      return readdirSync(dir).find((name) => name.endsWith('.eml'));
    } catch {
      return undefined;
    }
  });
  // Quoted-printable: soft line breaks and escapes undone.
  const text = readFileSync(join(dir, eml), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/.exec(text)?.[0];
  // The log line follows the file.
  await waitFor(() => logged().find((line) => line.msg.includes(eml)));
  const token = tokenOf(link as string);
  expect(token).toHaveLength(43);
  return token;
}

describe('links in the logs', () => {
  it('stay out of them by default: the log says only where the e-mail went', async () => {
    const testApp = await appWith({});
    const token = await resetTokenFromFile(testApp);
    expect(logLines.join('\n')).toContain('written to');
    expect(logLines.join('\n')).not.toContain(token);
    await testApp.close();
  });

  it('are logged with MAIL_LOG_LINKS=1 (the demo sets it)', async () => {
    const testApp = await appWith({ MAIL_LOG_LINKS: '1' });
    const token = await resetTokenFromFile(testApp);
    expect(
      logged().some((line) =>
        line.msg.endsWith(`its link: http://localhost:3000/reset-password?token=${token}`),
      ),
    ).toBe(true);
    await testApp.close();
  });

  it('refuses a MAIL_LOG_LINKS that is neither 1 nor 0 at start', async () => {
    await expect(appWith({ MAIL_LOG_LINKS: 'yes please' })).rejects.toThrow(
      'MAIL_LOG_LINKS must be 1 or 0 (got "yes please")',
    );
  });
});

describe('production without a mail server', () => {
  const warned = () => logged().filter((line) => line.level === WARN && line.msg.startsWith(NO_MAIL_SERVER));

  it('is warned about at start', async () => {
    const testApp = await appWith({ NODE_ENV: 'production' });
    expect(warned()).toHaveLength(1);
    await testApp.close();
  });

  it('is not warned about with SMTP_URL, or outside production', async () => {
    const inbox = new SmtpInbox();
    await inbox.start();
    const before = warned().length;
    const withServer = await appWith({ NODE_ENV: 'production', SMTP_URL: inbox.url });
    const development = await appWith({});
    expect(warned()).toHaveLength(before);
    await withServer.close();
    await development.close();
    await inbox.stop();
  });
});
