import { eq } from 'drizzle-orm';

import { users } from '../src/database/schema';
import { NotificationDigestService } from '../src/notifications/notification-digest.service';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { SmtpInbox } from './support/smtp-inbox';

// product.md §13: the daily e-mail digest of unread notifications, through the outbox, with an
// unsubscribe link that works signed out.

let inbox: SmtpInbox;
let testApp: TestApp;
let second: TestApp;

beforeAll(async () => {
  inbox = new SmtpInbox();
  await inbox.start();
  testApp = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'http://reviews.test' } });
  // A second instance on the same database, as behind a load balancer.
  second = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'http://reviews.test' } });
});

afterAll(() => inbox.stop());

const digests = (app: TestApp) => app.app.get(NotificationDigestService);
const emailDigestOf = async (id: string) =>
  (await testApp.db.select({ emailDigest: users.emailDigest }).from(users).where(eq(users.id, id)))[0]
    .emailDigest;

/** A member who asked for the digest and has an unread reply (with a spoiler in it). */
async function memberWithReply(): Promise<SignedInAgent> {
  const [member, other, admin] = [
    await loginAs(testApp, 'user'),
    await loginAs(testApp, 'user'),
    await loginAs(testApp, 'admin'),
  ];
  await testApp.db.update(users).set({ emailDigest: 'daily' }).where(eq(users.id, member.user.id));
  const film = await createWriteup(testApp, { author: admin.user, title: 'Digest Film' });
  const mine = await postComment(member, film._id, 'What did you think?');
  await other
    .post(`/api/comment/${film._id}`)
    .send({ content: 'Great until ||the twist||', replyTo: mine._id })
    .expect(201);
  return member;
}

const unsubscribeLink = (text: string) => /http:\/\/reviews\.test\/unsubscribe\?token=(\S+)/.exec(text);

describe('the daily digest', () => {
  it('mails a member with unread notifications once a day, across instances, spoilers left out', async () => {
    const member = await memberWithReply();
    const email = member.user.email as string;
    const now = new Date();
    const sent = await Promise.all([digests(testApp).sendAll(now), digests(second).sendAll(now)]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    const [mail] = await inbox.waitFor(email, 1);
    expect(mail.subject).toMatch(/^Your notifications - /);
    expect(mail.text).toContain('You have 1 unread notification');
    expect(mail.text).toContain('replied to your comment on Digest Film');
    expect(mail.text).not.toContain('twist');
    expect(mail.html).not.toContain('twist');
    expect(unsubscribeLink(mail.text)).not.toBeNull();

    expect(await digests(testApp).sendAll(new Date(now.getTime() + 60_000))).toBe(0);
    await member.post('/api/notifications/read').send({}).expect(200);
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(await digests(testApp).sendAll(tomorrow)).toBe(0);
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('sends nothing to members who did not ask for it', async () => {
    const member = await memberWithReply();
    await testApp.db.update(users).set({ emailDigest: 'off' }).where(eq(users.id, member.user.id));
    await digests(testApp).sendAll(new Date());
    expect(inbox.to(member.user.email as string)).toEqual([]);
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it("turns the digest off with the e-mail's link, signed out", async () => {
    const member = await memberWithReply();
    await digests(testApp).sendAll(new Date());
    const [mail] = await inbox.waitFor(member.user.email as string, 1);
    const token = decodeURIComponent((unsubscribeLink(mail.text) as RegExpExecArray)[1]);
    const res = await testApp.http().post('/api/notifications/unsubscribe').send({ token }).expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(await emailDigestOf(member.user.id)).toBe('off');
  });

  it.each([
    ['a made-up token', 'abc'],
    ['a token signed by someone else', '00000000-0000-4000-8000-000000000000.c2lnbmF0dXJl'],
  ])('answers 400 and changes nothing for %s', async (_label, token) => {
    const member = await memberWithReply();
    const res = await testApp.http().post('/api/notifications/unsubscribe').send({ token }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This unsubscribe link is invalid',
    });
    expect(await emailDigestOf(member.user.id)).toBe('daily');
  });

  it('answers 400 for a token of another member altered to name this one', async () => {
    const member = await memberWithReply();
    const victim = await memberWithReply();
    await digests(testApp).sendAll(new Date());
    const [mail] = await inbox.waitFor(member.user.email as string, 1);
    const token = decodeURIComponent((unsubscribeLink(mail.text) as RegExpExecArray)[1]);
    const forged = `${victim.user.id}.${token.split('.')[1]}`;
    await testApp.http().post('/api/notifications/unsubscribe').send({ token: forged }).expect(400);
    expect(await emailDigestOf(victim.user.id)).toBe('daily');
  });
});
