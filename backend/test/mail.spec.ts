import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';

import { outbox } from '../src/database/schema';
import { createTestApp } from './support/app';
import { createUser } from './support/factories';
import { linksIn, SmtpInbox, tokenOf } from './support/smtp-inbox';

async function requestReset(app: Awaited<ReturnType<typeof createTestApp>>, email: string): Promise<void> {
  await app.http().post('/api/auth/password-reset').send({ email }).expect(202);
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Retries wait seconds by design, and a loaded machine stretches every step. */
const SLOW = 150_000;

describe('mail delivery', () => {
  it(
    'keeps an e-mail while the mail server is down and delivers it when it is back',
    async () => {
      const inbox = new SmtpInbox();
      await inbox.start();
      await inbox.stop();
      const app = await createTestApp({ env: { SMTP_URL: inbox.url } });
      const user = await createUser(app);

      await requestReset(app, user.email as string);
      await waitUntil(async () => {
        const [row] = await app.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, user.email as string));
        return row !== undefined && row.attempts >= 1 && row.lastError !== null;
      });
      expect(inbox.to(user.email as string)).toEqual([]);

      await inbox.start();
      const [mail] = await inbox.waitFor(user.email as string, 1, 45_000);
      const [link] = linksIn(mail);
      expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
      // Marked sent once the server has taken it, so it is not sent twice.
      await waitUntil(async () => {
        const [row] = await app.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, user.email as string));
        return row.sent !== null;
      });
      await app.close();
      await inbox.stop();
    },
    SLOW,
  );

  it(
    'loses no e-mail when the process restarts before the mail server is back',
    async () => {
      const inbox = new SmtpInbox();
      await inbox.start();
      await inbox.stop();
      const first = await createTestApp({ env: { SMTP_URL: inbox.url } });
      const user = await createUser(first);
      await requestReset(first, user.email as string);
      await waitUntil(async () => {
        const [row] = await first.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, user.email as string));
        return row?.lastError != null;
      });
      await first.close();

      await inbox.start();
      const second = await createTestApp({ env: { SMTP_URL: inbox.url } });
      const mails = await inbox.waitFor(user.email as string, 1, 45_000);
      expect(mails).toHaveLength(1);
      await second.close();
      await inbox.stop();
    },
    SLOW,
  );

  it(
    'writes each e-mail to DATA_DIR/outbox as an .eml file when no SMTP_URL is set',
    async () => {
      const app = await createTestApp({ env: { SITE_NAME: 'Film Club' } });
      const user = await createUser(app);
      await requestReset(app, user.email as string);

      const dir = join(app.config.dataDir, 'outbox');
      let files: string[] = [];
      await waitUntil(() => {
        try {
          files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
        } catch {
          files = [];
        }
        return files.length > 0;
      });
      const eml = readFileSync(join(dir, files[0]), 'utf8');
      expect(eml).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
      expect(eml).toContain('Subject: Reset your password - Film Club');
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(eml).toMatch(/Content-Type: text\/html/);
      const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]{43})/.exec(
        eml.replace(/=\r?\n/g, ''),
      );
      expect(link).not.toBeNull();
      expect(tokenOf(link?.[0] as string)).toHaveLength(43);
      await app.close();
    },
    SLOW,
  );
});
