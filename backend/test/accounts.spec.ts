import { ACCOUNT_LINKS } from '@reviews/libs/constants';
import { and, count, eq } from 'drizzle-orm';

import { accountTokens, outbox, sessions, users } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import {
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type SignedInAgent,
  type TestUser,
} from './support/factories';
import { linksIn, SmtpInbox, tokenOf } from './support/smtp-inbox';

const INVALID_RESET = 'This reset link is invalid or has expired';
const INVALID_VERIFY = 'This verification link is invalid or has expired';
const INVALID_CANCEL = 'This cancellation link is invalid or has expired';
const NEW_PASSWORD = 'a-brand-new-passphrase';

let testApp: TestApp;
const inbox = new SmtpInbox();

beforeAll(async () => {
  await inbox.start();
  testApp = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Reviews <no-reply@reviews.example>', SITE_NAME: 'Film Club' },
  });
});

afterAll(() => inbox.stop());

let clientSequence = 0;
/** A client address of its own, so the per-client limit of one test does not touch another. */
function newClient(): string {
  clientSequence += 1;
  return `10.0.${Math.floor(clientSequence / 250)}.${(clientSequence % 250) + 1}`;
}

function requestReset(email: string, client = newClient()) {
  return testApp.http().post('/api/auth/password-reset').set('X-Forwarded-For', client).send({ email });
}

function confirmReset(body: object) {
  return testApp.http().post('/api/auth/password-reset/confirm').send(body);
}

function changeEmail(agent: SignedInAgent, email: string, currentPassword: string) {
  return agent.put('/api/user/email').send({ email, currentPassword });
}

function cancelEmailChange(body: object) {
  return testApp.http().post('/api/auth/email-change/cancel').send(body);
}

/** Moves the links already sent to the user back in time, as if the last went out then. */
async function mailedMinutesAgo(userId: string, minutes: number): Promise<void> {
  await testApp.db
    .update(accountTokens)
    .set({ created: new Date(Date.now() - minutes * 60_000) })
    .where(eq(accountTokens.userId, userId));
}

async function mailedSecondsAgo(userId: string, seconds: number): Promise<void> {
  await testApp.db
    .update(accountTokens)
    .set({ created: new Date(Date.now() - seconds * 1000) })
    .where(eq(accountTokens.userId, userId));
}

async function storedUser(id: string) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await testApp.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row.n;
}

async function queuedFor(address: string): Promise<number> {
  const [row] = await testApp.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, address));
  return row.n;
}

function signIn(email: string, password: string) {
  return testApp.http().post('/api/login').send({ emailOrUsername: email, password, type: 'email' });
}

/** Lets the background work of earlier requests finish (the reset lookup runs after the answer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('PUT /api/user/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(testApp);
    const here = await loginAs(testApp, user);
    const elsewhere = await loginAs(testApp, user);

    const res = await here
      .put('/api/user/password')
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({ _id: user.id, email: user.email, emailVerified: false });

    expect((await here.get('/api/whoami').expect(200)).body).toMatchObject({ _id: user.id });
    expect((await elsewhere.get('/api/whoami').expect(200)).body).toBeNull();
    expect(await sessionCount(user.id)).toBe(1);
    await signIn(user.email as string, user.password).expect(401);
    await signIn(user.email as string, NEW_PASSWORD).expect(200);
  });

  it('answers 400 "Current password is incorrect" and changes nothing', async () => {
    const user = await createUser(testApp);
    const agent = await loginAs(testApp, user);
    const before = (await storedUser(user.id)).passwordHash;

    const res = await agent
      .put('/api/user/password')
      .send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Current password is incorrect',
    });
    await agent.put('/api/user/password').send({ newPassword: NEW_PASSWORD }).expect(400);
    expect((await storedUser(user.id)).passwordHash).toBe(before);
  });

  it.each([
    ['too short', { newPassword: 'short' }],
    ['too long', { newPassword: 'x'.repeat(201) }],
    ['missing', {}],
  ])('answers 400 for a new password that is %s', async (_case, body) => {
    const user = await createUser(testApp);
    const agent = await loginAs(testApp, user);
    const res = await agent
      .put('/api/user/password')
      .send({ currentPassword: user.password, ...body })
      .expect(400);
    expect(res.body.message).toBe('Password must be 8 to 200 characters');
    await signIn(user.email as string, user.password).expect(200);
  });

  it('lets an account without a password (provider sign-in) set its first one', async () => {
    const agent = await loginAs(testApp, 'user');
    await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.id, agent.user.id));

    await agent.put('/api/user/password').send({ newPassword: NEW_PASSWORD }).expect(200);
    await signIn(agent.user.email as string, NEW_PASSWORD).expect(200);
  });

  it('answers 401 to a visitor', async () => {
    const res = await testApp
      .http()
      .put('/api/user/password')
      .send({ newPassword: NEW_PASSWORD })
      .expect(401);
    expect(res.body.message).toBe('Please sign in first');
  });
});

describe('POST /api/auth/password-reset and /confirm', () => {
  let user: TestUser;

  beforeEach(async () => {
    user = await createUser(testApp);
  });

  it('e-mails a link valid 60 minutes; the new password works and every session ends', async () => {
    const signedIn = await loginAs(testApp, user);
    const res = await requestReset((user.email as string).toUpperCase()).expect(202);
    expect(res.body).toEqual({ ok: true });

    const [mail] = await inbox.waitFor(user.email as string);
    expect(mail.from).toBe('no-reply@reviews.example');
    expect(mail.subject).toBe('Reset your password - Film Club');
    const [link] = linksIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain('Film Club');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Film Club');

    const [stored] = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.tokenHash).not.toContain(tokenOf(link));
    expect(stored.expires.getTime() - stored.created.getTime()).toBeCloseTo(60 * 60_000, -4);

    await confirmReset({ token: tokenOf(link), password: NEW_PASSWORD }).expect(200, { ok: true });
    expect((await signedIn.get('/api/whoami').expect(200)).body).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
    await signIn(user.email as string, user.password).expect(401);
    await signIn(user.email as string, NEW_PASSWORD).expect(200);
    // The link proved the inbox.
    expect((await storedUser(user.id)).emailVerified).toBe(true);
  });

  it('refuses a link used once already', async () => {
    await requestReset(user.email as string).expect(202);
    const token = tokenOf(await inbox.latestLink(user.email as string));
    await confirmReset({ token, password: NEW_PASSWORD }).expect(200);

    const res = await confirmReset({ token, password: 'yet-another-password' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_RESET });
    await signIn(user.email as string, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    await requestReset(user.email as string).expect(202);
    const token = tokenOf(await inbox.latestLink(user.email as string));
    await testApp.db
      .update(accountTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const signedIn = await loginAs(testApp, user);

    const res = await confirmReset({ token, password: NEW_PASSWORD }).expect(400);
    expect(res.body.message).toBe(INVALID_RESET);
    await signIn(user.email as string, user.password).expect(200);
    expect((await signedIn.get('/api/whoami').expect(200)).body).toMatchObject({ _id: user.id });
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43), password: NEW_PASSWORD }, INVALID_RESET],
    ['an empty token', { token: '', password: NEW_PASSWORD }, INVALID_RESET],
    ['no token', { password: NEW_PASSWORD }, INVALID_RESET],
    ['a weak password', { token: 'x'.repeat(43), password: 'short' }, 'Password must be 8 to 200 characters'],
  ])('answers 400 to %s', async (_case, body, message) => {
    const res = await confirmReset(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('keeps a weak password out even with a good link', async () => {
    await requestReset(user.email as string).expect(202);
    const token = tokenOf(await inbox.latestLink(user.email as string));
    await confirmReset({ token, password: 'short' }).expect(400);
    // The link still works: the refused attempt did not use it.
    await confirmReset({ token, password: NEW_PASSWORD }).expect(200);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const known = await requestReset(user.email as string).expect(202);
    const unknown = await requestReset('nobody-here@example.com').expect(202);
    expect(unknown.body).toEqual(known.body);
    await inbox.waitFor(user.email as string);
    await settle();
    expect(inbox.to('nobody-here@example.com')).toEqual([]);
    expect(await queuedFor('nobody-here@example.com')).toBe(0);
  });

  it('answers 400 for something that is not an e-mail address', async () => {
    const res = await requestReset('not an address').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a valid e-mail address',
    });
  });

  it('sends one e-mail for 50 requests at once, from 50 clients', async () => {
    await Promise.all(Array.from({ length: 50 }, () => requestReset(user.email as string).expect(202)));
    await inbox.waitFor(user.email as string);
    await settle();
    expect(inbox.to(user.email as string)).toHaveLength(1);
    expect(await queuedFor(user.email as string)).toBe(1);
  });

  it(`still sends the owner a link ${ACCOUNT_LINKS.mailIntervalMinutes} minutes after the last one, however often others asked`, async () => {
    for (let i = 0; i < 5; i += 1) await requestReset(user.email as string).expect(202);
    await inbox.waitFor(user.email as string);
    await settle();
    expect(inbox.to(user.email as string)).toHaveLength(1);
    await mailedMinutesAgo(user.id, ACCOUNT_LINKS.mailIntervalMinutes - 1);
    await requestReset(user.email as string).expect(202);
    await settle();
    expect(inbox.to(user.email as string)).toHaveLength(1);

    await mailedMinutesAgo(user.id, ACCOUNT_LINKS.mailIntervalMinutes + 1);
    await requestReset(user.email as string).expect(202);
    const mails = await inbox.waitFor(user.email as string, 2);
    await confirmReset({ token: tokenOf(linksIn(mails[1])[0]), password: NEW_PASSWORD }).expect(200);
  });

  it(`answers 429 after ${ACCOUNT_LINKS.resetRequestsPerClientPerHour} requests from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < ACCOUNT_LINKS.resetRequestsPerClientPerHour; i += 1) {
      await requestReset(`someone-${i}@example.com`, client).expect(202);
    }
    const res = await requestReset(user.email as string, client).expect(429);
    expect(res.body.statusCode).toBe(429);
    await requestReset(user.email as string).expect(202);
  });

  it('makes earlier reset links worthless once the password is changed in settings', async () => {
    await requestReset(user.email as string).expect(202);
    const token = tokenOf(await inbox.latestLink(user.email as string));
    const agent = await loginAs(testApp, user);
    await agent
      .put('/api/user/password')
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD })
      .expect(200);

    const res = await confirmReset({ token, password: 'someone-elses-choice' }).expect(400);
    expect(res.body.message).toBe(INVALID_RESET);
  });
});

describe('POST /api/user/:id/password-reset', () => {
  it('lets root send a member a reset e-mail without seeing the link', async () => {
    const member = await createUser(testApp);
    const root = await loginAs(testApp, 'root');
    const res = await root.post(`/api/user/${member.id}/password-reset`).expect(202);
    expect(res.body).toEqual({ ok: true });
    const link = await inbox.latestLink(member.email as string);
    expect(link).toMatch(/\/reset-password\?token=/);
    expect(JSON.stringify(res.body)).not.toContain(tokenOf(link));
  });

  it.each([
    ['a visitor', null, 401],
    ['a member', 'user', 403],
    ['an admin', 'admin', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const member = await createUser(testApp);
    const agent = role ? await loginAs(testApp, role) : testApp.http();
    await agent.post(`/api/user/${member.id}/password-reset`).expect(status);
    await settle();
    expect(await queuedFor(member.email as string)).toBe(0);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    const root = await loginAs(testApp, 'root');
    const res = await root.post(`/api/user/${id}/password-reset`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
  });

  it(`answers 429 when a link went to that account less than ${ACCOUNT_LINKS.mailIntervalMinutes} minutes ago`, async () => {
    const member = await createUser(testApp);
    const root = await loginAs(testApp, 'root');
    await root.post(`/api/user/${member.id}/password-reset`).expect(202);
    const res = await root.post(`/api/user/${member.id}/password-reset`).expect(429);
    expect(res.body.statusCode).toBe(429);
    await settle();
    expect(inbox.to(member.email as string)).toHaveLength(1);
  });

  it('answers 409 for an account without an e-mail address', async () => {
    const member = await createUser(testApp);
    await testApp.db.update(users).set({ email: null }).where(eq(users.id, member.id));
    const root = await loginAs(testApp, 'root');
    const res = await root.post(`/api/user/${member.id}/password-reset`).expect(409);
    expect(res.body.message).toBe('This account has no e-mail address');
  });
});

describe('e-mail verification', () => {
  async function register(email: string) {
    const agent = testApp.http();
    const res = await agent
      .post('/api/register')
      .send({ email, emailOrUsername: email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(201);
    return { agent, user: res.body as { _id: string; emailVerified?: boolean } };
  }

  it('sends a link at sign-up; following it verifies the address', async () => {
    const { agent, user } = await register('newcomer@example.com');
    expect(user.emailVerified).toBe(false);
    const [mail] = await inbox.waitFor('newcomer@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address - Film Club');
    const [link] = linksIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);

    await testApp
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(200, { ok: true });
    expect((await agent.get('/api/whoami').expect(200)).body).toMatchObject({ emailVerified: true });

    const again = await testApp
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(400);
    expect(again.body).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_VERIFY });
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    await register('late@example.com');
    const token = tokenOf(await inbox.latestLink('late@example.com'));
    await testApp.db
      .update(accountTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.email, 'late@example.com'));
    const res = await testApp.http().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(res.body.message).toBe(INVALID_VERIFY);
    const [row] = await testApp.db.select().from(users).where(eq(users.email, 'late@example.com'));
    expect(row.emailVerified).toBe(false);
  });

  it('shows emailVerified to the user themself and root only', async () => {
    const member = await createUser(testApp);
    const root = await loginAs(testApp, 'root');
    const other = await loginAs(testApp, 'user');
    expect((await root.get(`/api/user/${member.username}`).expect(200)).body).toMatchObject({
      emailVerified: false,
    });
    expect((await other.get(`/api/user/${member.username}`).expect(200)).body).not.toHaveProperty(
      'emailVerified',
    );
    expect((await testApp.http().get(`/api/user/${member.username}`).expect(200)).body).not.toHaveProperty(
      'emailVerified',
    );
  });

  it('sends a new link on request (202) and answers 401 to a visitor', async () => {
    const agent = await loginAs(testApp, 'user');
    await agent.post('/api/auth/verify-email/resend').expect(202, { ok: true });
    const link = await inbox.latestLink(agent.user.email as string);
    await testApp
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(200);
    await testApp.http().post('/api/auth/verify-email/resend').expect(401);
  });

  it('answers 400 to "send again" for an address already verified', async () => {
    const agent = await loginAs(testApp, 'user');
    await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, agent.user.id));
    const res = await agent.post('/api/auth/verify-email/resend').expect(400);
    expect(res.body.message).toBe('Your e-mail address is already verified');
  });

  it(`lets the owner ask again ${ACCOUNT_LINKS.ownerResendSeconds} s after the last link; sooner 429 with Retry-After`, async () => {
    const agent = await loginAs(testApp, 'user');
    await agent.post('/api/auth/verify-email/resend').expect(202);
    const res = await agent.post('/api/auth/verify-email/resend').expect(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(ACCOUNT_LINKS.ownerResendSeconds - 5);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LINKS.ownerResendSeconds);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `We sent this address a link a moment ago; you can ask for another in ${retryAfter} seconds`,
    });
    await mailedSecondsAgo(agent.user.id, ACCOUNT_LINKS.ownerResendSeconds - 20);
    const sooner = await agent.post('/api/auth/verify-email/resend').expect(429);
    expect(Number(sooner.headers['retry-after'])).toBeLessThanOrEqual(20);
    expect(Number(sooner.headers['retry-after'])).toBeGreaterThanOrEqual(15);
    await mailedSecondsAgo(agent.user.id, ACCOUNT_LINKS.ownerResendSeconds + 1);
    await agent.post('/api/auth/verify-email/resend').expect(202);
    await inbox.waitFor(agent.user.email as string, 2);
  });

  it('lets the owner ask again a minute after sign-up, not ten', async () => {
    const agent = testApp.http();
    await agent
      .post('/api/register')
      .send({
        email: 'soon-again@example.com',
        emailOrUsername: 'soon-again@example.com',
        password: 'long-enough-password',
        type: 'email',
      })
      .expect(201);
    const [row] = await testApp.db.select().from(users).where(eq(users.email, 'soon-again@example.com'));
    await mailedSecondsAgo(row.id, ACCOUNT_LINKS.ownerResendSeconds + 1);
    await agent.post('/api/auth/verify-email/resend').expect(202);
  });

  it.each([{ token: 'x'.repeat(43) }, { token: '' }, {}])('answers 400 to %j', async (body) => {
    const res = await testApp.http().post('/api/auth/verify-email').send(body).expect(400);
    expect(res.body.message).toBe(INVALID_VERIFY);
  });
});

describe('PUT /api/user/email', () => {
  it('sends a link to the new address and changes it only when the link is followed', async () => {
    const agent = await loginAs(testApp, 'user');
    const oldEmail = agent.user.email as string;
    await changeEmail(agent, 'moved@example.com', agent.user.password).expect(202, { ok: true });
    expect((await storedUser(agent.user.id)).email).toBe(oldEmail);

    const link = await inbox.latestLink('moved@example.com');
    expect(link).toMatch(/\/verify-email\?token=/);
    await testApp
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(200);
    expect((await agent.get('/api/whoami').expect(200)).body).toMatchObject({
      email: 'moved@example.com',
      emailVerified: true,
    });
    await signIn('moved@example.com', agent.user.password).expect(200);
    await signIn(oldEmail, agent.user.password).expect(401);
  });

  it('tells the current address, naming the new one, with a link that cancels the change', async () => {
    const agent = await loginAs(testApp, 'user');
    const oldEmail = agent.user.email as string;
    await changeEmail(agent, 'heading-elsewhere@example.com', agent.user.password).expect(202);

    const [notice] = await inbox.waitFor(oldEmail);
    expect(notice.subject).toBe('Your e-mail address is about to change - Film Club');
    expect(notice.text).toContain('heading-elsewhere@example.com');
    const [link] = linksIn(notice);
    expect(link).toMatch(/^http:\/\/localhost:3000\/cancel-email-change\?token=[\w-]{43}$/);
    expect(notice.html).toContain(`href="${link}"`);
  });

  it('tells the old address once the change is confirmed, and its cancellation link is then spent', async () => {
    const agent = await loginAs(testApp, 'user');
    const oldEmail = agent.user.email as string;
    await changeEmail(agent, 'new-home@example.com', agent.user.password).expect(202);
    const cancel = tokenOf(await inbox.latestLink(oldEmail));
    const verify = tokenOf(await inbox.latestLink('new-home@example.com'));
    await testApp.http().post('/api/auth/verify-email').send({ token: verify }).expect(200);

    const [, changed] = await inbox.waitFor(oldEmail, 2);
    expect(changed.subject).toBe('Your e-mail address was changed - Film Club');
    expect(changed.text).toContain('new-home@example.com');
    expect(linksIn(changed)).toEqual([]);
    const res = await cancelEmailChange({ token: cancel }).expect(400);
    expect(res.body.message).toBe(INVALID_CANCEL);
    expect((await storedUser(agent.user.id)).email).toBe('new-home@example.com');
  });

  it('answers 409 when another account has the address, and sends nothing', async () => {
    const taken = await createUser(testApp, { email: 'taken@example.com' });
    const agent = await loginAs(testApp, 'user');
    const res = await changeEmail(agent, 'TAKEN@example.com', agent.user.password).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with that e-mail already exists',
    });
    await settle();
    expect(await queuedFor('TAKEN@example.com')).toBe(0);
    expect((await storedUser(taken.id)).email).toBe('taken@example.com');
  });

  it('answers 409 at confirmation when the address was taken meanwhile', async () => {
    const agent = await loginAs(testApp, 'user');
    await changeEmail(agent, 'contested@example.com', agent.user.password).expect(202);
    const token = tokenOf(await inbox.latestLink('contested@example.com'));
    await createUser(testApp, { email: 'contested@example.com' });

    await testApp.http().post('/api/auth/verify-email').send({ token }).expect(409);
    expect((await storedUser(agent.user.id)).email).toBe(agent.user.email);
  });

  it('answers 400 for a wrong current password or a bad address, and sends nothing', async () => {
    const agent = await loginAs(testApp, 'user');
    const wrong = await changeEmail(agent, 'elsewhere@example.com', 'not-my-password').expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const bad = await changeEmail(agent, 'not an address', agent.user.password).expect(400);
    expect(bad.body.message).toBe('Please enter a valid e-mail address');
    await settle();
    expect(await queuedFor('elsewhere@example.com')).toBe(0);
  });

  it('only the latest requested address can be confirmed', async () => {
    const agent = await loginAs(testApp, 'user');
    const send = (email: string) =>
      agent.put('/api/user/email').send({ email, currentPassword: agent.user.password }).expect(202);
    await send('first-choice@example.com');
    const first = tokenOf(await inbox.latestLink('first-choice@example.com'));
    await send('second-choice@example.com');
    await inbox.waitFor('second-choice@example.com');

    await testApp.http().post('/api/auth/verify-email').send({ token: first }).expect(400);
    expect((await storedUser(agent.user.id)).email).toBe(agent.user.email);
  });

  it('answers 401 to a visitor', async () => {
    await testApp.http().put('/api/user/email').send({ email: 'a@example.com' }).expect(401);
  });
});

describe('POST /api/auth/email-change/cancel', () => {
  /** A member with a pending change to `newEmail`: the tokens of both links. */
  async function pendingChange(newEmail: string) {
    const agent = await loginAs(testApp, 'user');
    await changeEmail(agent, newEmail, agent.user.password).expect(202);
    return {
      agent,
      cancel: tokenOf(await inbox.latestLink(agent.user.email as string)),
      verify: tokenOf(await inbox.latestLink(newEmail)),
    };
  }

  async function expectVoided(verify: string, userId: string, email: string | null): Promise<void> {
    const res = await testApp.http().post('/api/auth/verify-email').send({ token: verify }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_VERIFY });
    expect((await storedUser(userId)).email).toBe(email);
  }

  it('voids the pending change: its confirmation link answers 400, the address stays', async () => {
    const { agent, cancel, verify } = await pendingChange('hijacker@example.com');
    await cancelEmailChange({ token: cancel }).expect(200, { ok: true });
    await expectVoided(verify, agent.user.id, agent.user.email);

    const again = await cancelEmailChange({ token: cancel }).expect(400);
    expect(again.body).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_CANCEL });
  });

  it('refuses an expired link and leaves the change pending', async () => {
    const { agent, cancel, verify } = await pendingChange('patient@example.com');
    await testApp.db
      .update(accountTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, agent.user.id), eq(accountTokens.purpose, 'cancel-email-change')));
    const res = await cancelEmailChange({ token: cancel }).expect(400);
    expect(res.body.message).toBe(INVALID_CANCEL);
    await testApp.http().post('/api/auth/verify-email').send({ token: verify }).expect(200);
    expect((await storedUser(agent.user.id)).email).toBe('patient@example.com');
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }],
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['no token', {}],
  ])('answers 400 to %s', async (_case, body) => {
    const res = await cancelEmailChange(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_CANCEL });
  });

  it('is what a password reset does to a pending change too', async () => {
    const { agent, verify } = await pendingChange('after-reset@example.com');
    await requestReset(agent.user.email as string).expect(202);
    const mails = await inbox.waitFor(agent.user.email as string, 2);
    const reset = mails.map((mail) => linksIn(mail)[0]).find((link) => link?.includes('/reset-password'));
    await confirmReset({ token: tokenOf(reset as string), password: NEW_PASSWORD }).expect(200);
    await expectVoided(verify, agent.user.id, agent.user.email);
  });

  it('is what a password change does to a pending change too', async () => {
    const { agent, verify } = await pendingChange('after-change@example.com');
    await agent
      .put('/api/user/password')
      .send({ currentPassword: agent.user.password, newPassword: NEW_PASSWORD })
      .expect(200);
    await expectVoided(verify, agent.user.id, agent.user.email);
  });

  it('is what a suspension does to a pending change too, and restoring the account does not revive it', async () => {
    const { agent, verify } = await pendingChange('after-suspension@example.com');
    const root = await loginAs(testApp, 'root');
    await root.patch(`/api/user/${agent.user.id}`).send({ change: 'suspend' }).expect(200);
    await root.patch(`/api/user/${agent.user.id}`).send({ change: 'suspend' }).expect(200);
    await expectVoided(verify, agent.user.id, agent.user.email);
  });

  it("keeps a link confirming the account's own address through a password change", async () => {
    const agent = await loginAs(testApp, 'user');
    await agent.post('/api/auth/verify-email/resend').expect(202);
    const token = tokenOf(await inbox.latestLink(agent.user.email as string));
    await agent
      .put('/api/user/password')
      .send({ currentPassword: agent.user.password, newPassword: NEW_PASSWORD })
      .expect(200);
    await testApp.http().post('/api/auth/verify-email').send({ token }).expect(200);
  });
});

describe('tokens at rest', () => {
  it('stores only hashes of the links it sends', async () => {
    const user = await createUser(testApp);
    await requestReset(user.email as string).expect(202);
    const token = tokenOf(await inbox.latestLink(user.email as string));
    const rows = await testApp.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password-reset')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Once delivered, the outbox no longer holds the link either.
    const deadline = Date.now() + 10_000;
    let mails = await testApp.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email as string));
    while (mails[0]?.sent == null && Date.now() < deadline) {
      await settle();
      mails = await testApp.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, user.email as string));
    }
    expect(mails).toEqual([
      expect.objectContaining({ sent: expect.any(Date), link: '', text: '', html: '' }),
    ]);
    expect(JSON.stringify(mails)).not.toContain(token);
  });
});

describe('ROOT_EMAIL', () => {
  it('creates the root account with its address verified: the operator vouches for it', async () => {
    const app = await createTestApp({
      env: { ROOT_EMAIL: 'owner@example.com', ROOT_PASSWORD: 'owner-password' },
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row).toMatchObject({ type: 'root', emailVerified: true });
    await app.close();
  });
});
