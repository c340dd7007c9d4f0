import { count, eq } from 'drizzle-orm';

import { newsletterSubscribers, outbox, users } from '../src/database/schema';
import { NewsletterIssuesService } from '../src/newsletter/newsletter-issues.service';
import { NewsletterSubscriptionsService } from '../src/newsletter/newsletter-subscriptions.service';
import { NotificationDigestService } from '../src/notifications/notification-digest.service';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createWriteup, loginAs } from './support/factories';
import { headerOf, linksIn, type ReceivedMail, SmtpInbox, tokenOf } from './support/smtp-inbox';

// product.md §18: the newsletter (double opt-in, issues sent once across instances, one-click
// unsubscribe) and RFC 8058's headers on the daily digest too.

// Plain http: supertest does not send the Secure cookies an https PUBLIC_URL would make.
const PUBLIC_URL = 'http://reviews.test';
let inbox: SmtpInbox;
let testApp: TestApp;
let second: TestApp;
let sequence = 0;

beforeAll(async () => {
  inbox = new SmtpInbox();
  await inbox.start();
  testApp = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL } });
  // A second instance on the same database, as behind a load balancer.
  second = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL } });
});

afterAll(() => inbox.stop());

const address = () => `reader${(sequence += 1)}-${Date.now()}@example.com`;
const issues = (app: TestApp) => app.app.get(NewsletterIssuesService);
/** A Monday, and the first of a month, at 09:00 UTC (2026-06-01 is both). */
const MONDAY_FIRST = new Date('2026-06-01T09:00:00Z');

/** A subscribe request from a client address of its own (the limit is per client). */
const subscribeFrom = (client: string, body: object) =>
  testApp.http().post('/api/newsletter/subscribe').set('X-Forwarded-For', client).send(body);

async function subscribe(email: string): Promise<ReceivedMail> {
  const before = inbox.to(email).length;
  await subscribeFrom(`198.51.100.${sequence % 250}`, { email }).expect(202, { ok: true });
  const mails = await inbox.waitFor(email, before + 1);
  return mails[mails.length - 1];
}

async function subscribed(email: string): Promise<void> {
  const mail = await subscribe(email);
  const token = tokenOf(linksIn(mail)[0]);
  await testApp.http().post('/api/newsletter/confirm').send({ token }).expect(200, { ok: true });
}

const subscriberRow = async (email: string) =>
  (await testApp.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('POST /api/newsletter/subscribe', () => {
  it('answers 202 and mails a confirmation link to the address, sending no issue until it is followed', async () => {
    const email = address();
    const mail = await subscribe(email);
    expect(mail.subject).toMatch(/^Confirm your subscription - /);
    const [link] = linksIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/newsletter/confirm?token=`)).toBe(true);
    expect((await subscriberRow(email)).confirmed).toBeNull();
  });

  it('answers the same for an address that is already subscribed, and mails it nothing', async () => {
    const email = address();
    await subscribed(email);
    await subscribeFrom('203.0.113.1', { email }).expect(202, { ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('sends one link per interval however often the address is given, in any case', async () => {
    const email = address();
    await subscribe(email);
    await subscribeFrom('203.0.113.2', { email: email.toUpperCase() }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to(email)).toHaveLength(1);
    const [{ total }] = await testApp.db
      .select({ total: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(total).toBe(1);
  });

  it.each([[{}], [{ email: 'not an address' }], [{ email: null }], [{ email: 'a@b.co', extra: 1 }]])(
    'answers 400 to %j and stores nothing',
    async (body) => {
      const [{ before }] = await testApp.db.select({ before: count() }).from(newsletterSubscribers);
      const response = await subscribeFrom('203.0.113.3', body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      const [{ after }] = await testApp.db.select({ after: count() }).from(newsletterSubscribers);
      expect(after).toBe(before);
    },
  );

  it('answers 429 past the requests a client may make in an hour', async () => {
    for (let i = 0; i < 10; i += 1) await subscribeFrom('203.0.113.4', { email: address() }).expect(202);
    const refused = await subscribeFrom('203.0.113.4', { email: address() }).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429 });
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms once; the same link again, or an unknown one, is 400', async () => {
    const email = address();
    const token = tokenOf(linksIn(await subscribe(email))[0]);
    await testApp.http().post('/api/newsletter/confirm').send({ token }).expect(200, { ok: true });
    expect((await subscriberRow(email)).confirmed).not.toBeNull();
    const again = await testApp.http().post('/api/newsletter/confirm').send({ token }).expect(400);
    expect(again.body.message).toBe('This confirmation link is invalid or has expired');
    await testApp.http().post('/api/newsletter/confirm').send({ token: 'nope' }).expect(400);
    await testApp.http().post('/api/newsletter/confirm').send({}).expect(400);
  });
});

describe('the weekly and monthly issues', () => {
  it('go once to confirmed subscribers only, across instances, with one-click unsubscribe headers', async () => {
    const admin = await loginAs(testApp, 'admin');
    const lastWeek = new Date(MONDAY_FIRST.getTime() - 3 * 86_400_000);
    await createWriteup(testApp, { author: admin.user, title: 'Weekly Pick', publishedAt: lastWeek });
    await createWriteup(testApp, {
      author: admin.user,
      type: 'article',
      title: 'Weekly Essay',
      publishedAt: lastWeek,
    });
    const reader = address();
    const pending = address();
    await subscribed(reader);
    await subscribe(pending);

    const sent = await Promise.all([
      issues(testApp).sendAll(MONDAY_FIRST),
      issues(second).sendAll(MONDAY_FIRST),
    ]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(2);
    const mails = await inbox.waitFor(reader, 3);
    expect(await issues(testApp).sendAll(new Date(MONDAY_FIRST.getTime() + 3_600_000))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = inbox.to(reader).slice(1);
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^May 2026 on .*: the monthly roundup$/),
      expect.stringMatching(/^This week on /),
    ]);
    expect(inbox.to(pending)).toHaveLength(1);

    const weekly = mails.find((mail) => mail.subject.startsWith('This week'))!;
    expect(weekly.text).toContain('Weekly Pick');
    expect(weekly.text).toContain('Weekly Essay');
    expect(weekly.text).toContain(`${PUBLIC_URL}/review/`);
    expect(weekly.html).not.toMatch(/<img/i);
    const unsubscribe = /^<(http:\/\/reviews\.test\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
      headerOf(weekly, 'List-Unsubscribe'),
    );
    expect(unsubscribe).not.toBeNull();
    expect(headerOf(weekly, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: the mail program POSTs a form to the header's address, signed out.
    const url = new URL(unsubscribe![1]);
    await testApp
      .http()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { ok: true });
    expect(await subscriberRow(reader)).toBeUndefined();
    // Followed again (the reader opens the page after the mail program did): the same answer.
    await testApp
      .http()
      .post('/api/newsletter/unsubscribe')
      .send({ token: url.searchParams.get('token') })
      .expect(200);
  });

  it('sends no issue for a week with nothing published', async () => {
    const quietMonday = new Date('2030-01-07T09:00:00Z');
    await subscribed(address());
    expect(await issues(testApp).sendAll(quietMonday)).toBe(0);
  });

  it('carries on an issue whose sender stopped half-way without mailing anyone twice', async () => {
    const admin = await loginAs(testApp, 'admin');
    const monday = new Date('2031-03-03T09:00:00Z');
    await createWriteup(testApp, {
      author: admin.user,
      title: 'Resumed Pick',
      publishedAt: new Date(monday.getTime() - 86_400_000),
    });
    const readers = [address(), address()];
    for (const reader of readers) await subscribed(reader);
    const service = issues(testApp);
    await service.sendAll(monday);
    const queued = await testApp.db
      .select({ total: count() })
      .from(outbox)
      .where(eq(outbox.subject, 'This week on Reviews'));
    // Run again after every lease ran out: the finished issue is not sent again.
    await service.sendAll(new Date(monday.getTime() + 3_600_000));
    const after = await testApp.db
      .select({ total: count() })
      .from(outbox)
      .where(eq(outbox.subject, 'This week on Reviews'));
    expect(after[0].total).toBe(queued[0].total);
    for (const reader of readers) {
      await inbox.waitFor(reader, 2);
      expect(inbox.to(reader).filter((mail) => mail.text.includes('Resumed Pick'))).toHaveLength(1);
    }
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('answers 400 to a token it did not sign, and to none', async () => {
    const bad = await testApp
      .http()
      .post('/api/newsletter/unsubscribe?token=abc.def')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    expect(bad.body.message).toBe('This unsubscribe link is invalid');
    await testApp.http().post('/api/newsletter/unsubscribe').send({}).expect(400);
  });

  it('is the only kind of route that takes a form body: others answer 415', async () => {
    await testApp
      .http()
      .post('/api/newsletter/subscribe')
      .type('form')
      .send('email=someone@example.com')
      .expect(415);
  });
});

describe('GET /api/newsletter/stats', () => {
  it('counts confirmed and pending subscribers for root only', async () => {
    const root = await loginAs(testApp, 'root');
    const before = (await root.get('/api/newsletter/stats').expect(200)).body as {
      confirmed: number;
      pending: number;
    };
    await subscribed(address());
    await subscribe(address());
    const after = (await root.get('/api/newsletter/stats').expect(200)).body;
    expect(after).toEqual({ confirmed: before.confirmed + 1, pending: before.pending + 1 });
    await (await loginAs(testApp, 'admin')).get('/api/newsletter/stats').expect(403);
    await testApp.http().get('/api/newsletter/stats').expect(401);
  });
});

describe('the daily digest', () => {
  it('carries one-click unsubscribe headers whose POST turns the digest off signed out', async () => {
    const [member, other, admin] = [
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'admin'),
    ];
    await testApp.db.update(users).set({ emailDigest: 'daily' }).where(eq(users.id, member.user.id));
    const film = await createWriteup(testApp, { author: admin.user, title: 'Digest Headers Film' });
    const mine = await postComment(member, film._id, 'Thoughts?');
    await other.post(`/api/comment/${film._id}`).send({ content: 'Yes', replyTo: mine._id }).expect(201);
    await testApp.app.get(NotificationDigestService).sendAll(new Date());
    const [digest] = await inbox.waitFor(member.user.email as string, 1);
    const address = /^<(http:\/\/reviews\.test\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(
      headerOf(digest, 'List-Unsubscribe'),
    );
    expect(address).not.toBeNull();
    expect(headerOf(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(address![1]);
    await testApp
      .http()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [row] = await testApp.db
      .select({ emailDigest: users.emailDigest })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(row.emailDigest).toBe('off');
  });
});

describe('UNSUBSCRIBE_SECRET', () => {
  it('signs unsubscribe links apart from the sessions: rotating it voids the links, not the sessions', async () => {
    const email = address();
    await subscribed(email);
    const token = testApp.app
      .get(NewsletterSubscriptionsService)
      .unsubscribeToken((await subscriberRow(email)).id);
    const otherSessions = await createTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL, SESSION_SECRET: 'another-session-secret-entirely' },
    });
    const otherLinks = await createTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL, UNSUBSCRIBE_SECRET: 'another-unsubscribe-secret' },
    });
    const member = await loginAs(otherLinks, 'user');
    await member.get('/api/me/page').expect(200);
    await otherLinks.http().post('/api/newsletter/unsubscribe').send({ token }).expect(400);
    expect(await subscriberRow(email)).toBeDefined();
    await otherSessions.http().post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    expect(await subscriberRow(email)).toBeUndefined();
  });
});
