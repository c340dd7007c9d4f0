import { count, eq, sql } from 'drizzle-orm';

import { sessions, users } from '../src/database/schema';
import { statementsOf } from './support/query-count';
import { createTestApp, type TestApp } from './support/app';
import { createUser, DEFAULT_PASSWORD, loginAs } from './support/factories';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

async function userCount(): Promise<number> {
  const [row] = await testApp.db.select({ n: count() }).from(users);
  return row.n;
}

async function sessionCount(): Promise<number> {
  const [row] = await testApp.db.select({ n: count() }).from(sessions);
  return row.n;
}

function sessionCookie(setCookie: string[] | string | undefined): string | undefined {
  return ([] as string[]).concat(setCookie ?? []).find((cookie) => cookie.startsWith('sid='));
}

describe('POST /api/register', () => {
  it('creates a signed-in account with a generated username when the input is valid', async () => {
    const agent = testApp.http();
    const res = await agent
      .post('/api/register')
      .send({
        emailOrUsername: 'Reader@Example.com',
        email: 'Reader@Example.com',
        password: 'popcorn-time',
        type: 'email',
      })
      .expect(201);

    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bioHtml: expect.any(String),
      username: expect.stringMatching(/^[a-z]+-[a-z]+-\d{3}$/),
      email: 'Reader@Example.com',
      emailVerified: false,
      picture: '',
      bio: '',
      favoriteMovie: '',
      favoriteShow: '',
      watching: '',
      created: expect.any(String),
      type: 'user',
      loginType: 'email',
      thirdPartyPicture: null,
      avatar: null,
      // product.md §13: the user's own preferences, for the user themself.
      watchlistPublic: false,
      emailDigest: 'off',
    });
    expect(new Date(res.body.created).toISOString()).toBe(res.body.created);
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, res.body._id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const whoami = await agent.get('/api/whoami').expect(200);
    expect(whoami.body._id).toBe(res.body._id);
  });

  it('takes the e-mail from emailOrUsername when email is absent', async () => {
    const res = await testApp
      .http()
      .post('/api/register')
      .send({ emailOrUsername: 'only-field@example.com', password: 'popcorn-time', type: 'email' })
      .expect(201);
    expect(res.body.email).toBe('only-field@example.com');
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    await createUser(testApp, { email: 'taken@example.com' });
    const before = await userCount();
    const res = await testApp
      .http()
      .post('/api/register')
      .send({ email: 'TAKEN@example.com', password: 'popcorn-time', type: 'email' })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with that e-mail already exists',
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      'a short password',
      { email: 'short@example.com', password: 'seven77' },
      'Password must be 8 to 200 characters',
    ],
    [
      'a long password',
      { email: 'long@example.com', password: 'x'.repeat(201) },
      'Password must be 8 to 200 characters',
    ],
    ['no password', { email: 'none@example.com' }, 'Password must be 8 to 200 characters'],
    [
      'a malformed e-mail',
      { email: 'not-an-email', password: 'popcorn-time' },
      'Please enter a valid e-mail address',
    ],
    ['no e-mail', { password: 'popcorn-time' }, 'Please fill in all fields'],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const before = await userCount();
    const res = await testApp
      .http()
      .post('/api/register')
      .send({ ...body, type: 'email' })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/login', () => {
  it('signs in by e-mail, ignoring case', async () => {
    const user = await createUser(testApp, { email: 'Mixed.Case@example.com' });
    const agent = testApp.http();
    const res = await agent
      .post('/api/login')
      .send({ emailOrUsername: 'mixed.case@EXAMPLE.com', password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    expect(res.body).toMatchObject({
      _id: user.id,
      username: user.username,
      email: 'Mixed.Case@example.com',
    });
    expect((await agent.get('/api/whoami')).body._id).toBe(user.id);
  });

  it('signs in by username, ignoring case', async () => {
    const user = await createUser(testApp, { username: 'Film_Buff' });
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'film_buff', password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    expect(res.body._id).toBe(user.id);
  });

  it('uses email when emailOrUsername is absent', async () => {
    const user = await createUser(testApp);
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    expect(res.body._id).toBe(user.id);
  });

  it.each([
    ['an unknown account', 'nobody@example.com', DEFAULT_PASSWORD],
    ['a wrong password', 'known@example.com', 'wrong-password'],
  ])('answers 401 without a session for %s', async (_case, emailOrUsername, password) => {
    if (emailOrUsername === 'known@example.com') await createUser(testApp, { email: emailOrUsername });
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername, password, type: 'email' })
      .expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Incorrect email or password',
    });
    expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it('answers 404 for identity-provider login when no provider is configured', async () => {
    const res = await testApp.http().post('/api/login').send({ code: 'abc', type: 'google' }).expect(404);
    expect(res.body.message).toBe('Identity-provider login is not configured');
  });

  it.each(['/api/login', '/api/register'])(
    'answers 400 naming the allowed type to %s with a type that is neither e-mail nor a provider',
    async (path) => {
      const user = await createUser(testApp);
      const users = await userCount();
      const res = await testApp
        .http()
        .post(path)
        .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'facebook' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'type must be email' });
      expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
      expect(await userCount()).toBe(users);
    },
  );

  it('gives a new session id at login', async () => {
    const user = await createUser(testApp);
    const agent = testApp.http();
    const first = await agent
      .post('/api/login')
      .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    const second = await agent
      .post('/api/login')
      .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    const firstId = sessionCookie(first.headers['set-cookie'])?.split(';')[0];
    const secondId = sessionCookie(second.headers['set-cookie'])?.split(';')[0];
    expect(firstId).toBeDefined();
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);
    // The old id no longer signs anyone in.
    const stale = await testApp
      .http()
      .get('/api/whoami')
      .set('Cookie', firstId as string);
    expect(stale.body).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 to sign-in attempts beyond RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const attempt = () =>
      limited
        .http()
        .post('/api/login')
        // Counts are shared by every instance on this database: a client address of its own.
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ emailOrUsername: 'x@example.com', password: 'wrong-one', type: 'email' });
    await attempt().expect(401);
    await attempt().expect(401);
    const res = await attempt().expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests; please wait a minute and try again',
    });
    await limited.http().get('/api/whoami').expect(200);
    await limited.close();
  });
});

describe('GET /api/whoami', () => {
  it('answers JSON null when signed out', async () => {
    const res = await testApp.http().get('/api/whoami').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBe('null');
  });

  it('answers the user with their e-mail when signed in', async () => {
    const agent = await loginAs(testApp, 'admin');
    const res = await agent.get('/api/whoami').expect(200);
    expect(res.body).toMatchObject({ _id: agent.user.id, type: 'admin', email: agent.user.email });
  });

  it("reads a member's session and user with one query, a visitor's with none", async () => {
    const agent = await loginAs(testApp, 'user');
    const visitor = await statementsOf(testApp, 'select', () =>
      testApp.http().get('/api/whoami').expect(200),
    );
    const member = await statementsOf(testApp, 'select', async () => {
      expect((await agent.get('/api/whoami').expect(200)).body._id).toBe(agent.user.id);
    });
    expect(visitor).toBe(0);
    expect(member).toBe(1);
  });
});

describe('logout', () => {
  it('GET /api/logout answers 200 without signing out (a cross-site link cannot end a session)', async () => {
    const agent = await loginAs(testApp, 'user');
    const res = await agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(sessionCookie(res.headers['set-cookie']) ?? '').not.toMatch(/^sid=;/);
    expect((await agent.get('/api/whoami').expect(200)).body).toMatchObject({ _id: agent.user.id });
  });

  it.each(['post'] as const)('ends the session and its row with %s', async (method) => {
    const agent = await loginAs(testApp, 'user');
    const [{ n: rowsBefore }] = await testApp.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, agent.user.id));
    expect(rowsBefore).toBe(1);

    const res = await agent[method]('/api/logout').expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await agent.get('/api/whoami')).body).toBeNull();
    const [{ n: rowsAfter }] = await testApp.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, agent.user.id));
    expect(rowsAfter).toBe(0);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, rolling for 30 days and not Secure on http', async () => {
    const user = await createUser(testApp);
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    const cookie = sessionCookie(res.headers['set-cookie']) as string;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secureApp = await createTestApp({ env: { PUBLIC_URL: 'https://reviews.example.com' } });
    const user = await createUser(secureApp);
    const res = await secureApp
      .http()
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/; Secure/);
    await secureApp.close();
  });

  it('is not created, nor stored, for a visitor', async () => {
    const before = await sessionCount();
    const res = await testApp.http().get('/api/whoami').expect(200);
    await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'x@example.com', password: 'wrong-one', type: 'email' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('signs nobody in once its session has expired', async () => {
    const agent = await loginAs(testApp, 'user');
    await testApp.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, agent.user.id));
    expect((await agent.get('/api/whoami')).body).toBeNull();
  });
});

describe('rolling session expiry', () => {
  const DAY_MS = 86_400_000;

  async function storedExpiry(userId: string): Promise<Date> {
    const [row] = await testApp.db
      .select({ expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return row.expire;
  }

  it('writes nothing to the database while a member only reads', async () => {
    const agent = await loginAs(testApp, 'user');
    const expiry = await storedExpiry(agent.user.id);
    const updates = await statementsOf(testApp, 'update', async () => {
      expect((await agent.get('/api/whoami').expect(200)).body._id).toBe(agent.user.id);
    });
    expect(updates).toBe(0);
    expect(await storedExpiry(agent.user.id)).toEqual(expiry);
  });

  it('moves the stored expiry to 30 days ahead once it is more than an hour behind', async () => {
    const agent = await loginAs(testApp, 'user');
    await testApp.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 29 * DAY_MS) })
      .where(eq(sessions.userId, agent.user.id));
    await agent.get('/api/whoami').expect(200);
    const expiry = (await storedExpiry(agent.user.id)).getTime();
    expect(Math.round((expiry - Date.now()) / DAY_MS)).toBe(30);
  });
});

describe('root bootstrap', () => {
  it('creates the root account from ROOT_EMAIL and ROOT_PASSWORD, once', async () => {
    const env = { ROOT_EMAIL: 'root@example.com', ROOT_PASSWORD: 'root-password' };
    const first = await createTestApp({ env });
    await first.close();
    // A second start with another password neither duplicates the account nor changes its password.
    const second = await createTestApp({ env: { ...env, ROOT_PASSWORD: 'changed-password' } });
    const rows = await second.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'root@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe('root');

    const res = await second
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'root@example.com', password: 'root-password', type: 'email' })
      .expect(200);
    expect(res.body.type).toBe('root');
    await second
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'root@example.com', password: 'changed-password', type: 'email' })
      .expect(401);
  });
});

describe('cross-origin writes', () => {
  const site = 'http://localhost:3000';

  it('refuses a write whose Origin is another site, and changes nothing', async () => {
    const agent = await loginAs(testApp, 'user');
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const res = await agent
        .put('/api/user/')
        .set('Origin', origin)
        .send({ username: 'hijacked', watching: 'x', favoriteMovie: 'x', favoriteShow: 'x', bio: 'x' })
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Cross-origin request refused',
      });
    }
    await agent.delete('/api/user/').set('Origin', 'https://evil.example').expect(403);
    expect((await agent.get('/api/whoami')).body.username).toBe(agent.user.username);
  });

  it('refuses a cross-origin sign-in', async () => {
    const user = await createUser(testApp);
    const res = await testApp
      .http()
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' })
      .expect(403);
    expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it("accepts writes from PUBLIC_URL's origin and without an Origin header", async () => {
    const user = await createUser(testApp);
    const credentials = { emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' };
    await testApp.http().post('/api/login').set('Origin', site).send(credentials).expect(200);
    await testApp.http().post('/api/login').send(credentials).expect(200);
  });

  it('accepts writes from every loopback name of a local PUBLIC_URL, on its port only', async () => {
    const user = await createUser(testApp);
    const credentials = { emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' };
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      await testApp.http().post('/api/login').set('Origin', origin).send(credentials).expect(200);
    }
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://127.0.0.2:3000']) {
      await testApp.http().post('/api/login').set('Origin', origin).send(credentials).expect(403);
    }
  });

  it('accepts no loopback name for a PUBLIC_URL that is not local', async () => {
    const publicApp = await createTestApp({ env: { PUBLIC_URL: 'http://reviews.example.com:3000' } });
    const user = await createUser(publicApp);
    const credentials = { emailOrUsername: user.email, password: DEFAULT_PASSWORD, type: 'email' };
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      await publicApp.http().post('/api/login').set('Origin', origin).send(credentials).expect(403);
    }
    await publicApp
      .http()
      .post('/api/login')
      .set('Origin', 'http://reviews.example.com:3000')
      .send(credentials)
      .expect(200);
    await publicApp.close();
  });

  it('lets reads from other sites through', async () => {
    await testApp.http().get('/api/whoami').set('Origin', 'https://evil.example').expect(200);
  });
});

describe('request bodies', () => {
  it.each([
    ['text/plain', 'emailOrUsername=a&password=b'],
    ['application/x-www-form-urlencoded', 'emailOrUsername=a%40b.c&password=popcorn-time&type=email'],
  ])('answers 415 to a %s body', async (type, body) => {
    const res = await testApp.http().post('/api/login').set('Content-Type', type).send(body).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as application/json',
    });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await testApp
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"emailOrUsername": ')
      .expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });
});
