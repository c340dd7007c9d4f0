import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { count, eq, sql } from 'drizzle-orm';

import { users } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createUser, DEFAULT_PASSWORD } from './support/factories';
import { OIDC_TEST_ENV } from './support/oidc-provider-process';

const issuer = process.env[OIDC_TEST_ENV.issuer] as string;
const appPort = Number(process.env[OIDC_TEST_ENV.appPort]);
const clientId = process.env[OIDC_TEST_ENV.clientId] as string;
const publicUrl = `http://127.0.0.1:${appPort}`;
const callbackUrl = `${publicUrl}/api/auth/oidc/callback`;
const PROVIDER = 'testid';

const UNVERIFIED_CONFLICT = 'An account with this e-mail already exists; sign in with your password';
const STATE_FAILED = 'The sign-in request could not be verified; please try again';
const CODE_REJECTED = 'The sign-in code is invalid or has expired; please try again';
const NO_SIGN_IN_STARTED =
  'No sign-in with the identity provider was started in this browser; please start again';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: process.env[OIDC_TEST_ENV.clientSecret],
      OIDC_PROVIDER: PROVIDER,
    },
  });
  // The provider knows our callback only on this port.
  await testApp.app.listen(appPort, '127.0.0.1');
});

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
}

/** Who the identity provider signs in next. */
async function nextLogin(claims: Claims): Promise<void> {
  const res = await fetch(`${issuer}/__test/next-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(claims),
  });
  expect(res.status).toBe(204);
}

/**
 * A browser, as far as these flows need one: a cookie jar (the app's and the provider's
 * cookies have different names, so one jar for both hosts is enough) and redirects.
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  get(url: string): Promise<Response> {
    return this.send(url, { redirect: 'manual' });
  }

  /** Signs out as the reader site does (POST; GET signs nobody out since hardening 4). */
  logout(): Promise<Response> {
    return this.send(`${publicUrl}/api/logout`, { method: 'POST', redirect: 'manual' });
  }

  /** POST /api/login as this browser. */
  async login(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await this.send(`${publicUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { ...init, headers: { ...(init.headers as object), cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** Follows redirects until a page (not a redirect), or until `stopAt` matches the next address. */
  async follow(url: string, stopAt?: (next: URL) => boolean): Promise<URL> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      const res = await this.get(current.toString());
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`${current} answered ${res.status}: ${await res.text()}`);
      }
      current = new URL(location, current);
      if (stopAt?.(current)) return current;
      // A page of the site (not the API, not the provider) is where the browser lands.
      if (current.origin === publicUrl && !current.pathname.startsWith('/api/')) return current;
    }
    throw new Error('Too many redirects');
  }

  /**
   * Starts a sign-in through the app and stops where the provider sends the browser back: the
   * callback address with the code and state, as a client that finishes with POST /api/login.
   */
  async codeFromProvider(): Promise<{ code: string; state: string }> {
    const callback = await this.follow(`${publicUrl}/api/auth/oidc`, (next) =>
      next.toString().startsWith(callbackUrl),
    );
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');
    if (!code || !state) throw new Error(`No code at ${callback}`);
    return { code, state };
  }

  /** Signs in through the app's redirect flow; answers the page it lands on. */
  signIn(returnTo = '/review/dune'): Promise<URL> {
    return this.follow(`${publicUrl}/api/auth/oidc?returnTo=${encodeURIComponent(returnTo)}`);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async whoami(): Promise<Record<string, unknown> | null> {
    return (await (await this.get(`${publicUrl}/api/whoami`)).json()) as Record<string, unknown> | null;
  }
}

/** The provider's answer to an authorisation request of our client without a PKCE challenge. */
async function authorisationWithoutPkce(): Promise<URL> {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: callbackUrl,
    state: 'client-state',
    nonce: 'client-nonce',
  });
  return new Browser().follow(`${issuer}/auth?${query}`, (next) => next.toString().startsWith(callbackUrl));
}

async function userCount(): Promise<number> {
  const [row] = await testApp.db.select({ n: count() }).from(users);
  return row.n;
}

async function userBySubject(subject: string) {
  const [row] = await testApp.db.select().from(users).where(eq(users.providerSubject, subject));
  return row;
}

describe('GET /api/auth/providers', () => {
  it('lists the configured provider', async () => {
    const res = await testApp.http().get('/api/auth/providers').expect(200);
    expect(res.body).toEqual([{ type: PROVIDER, name: 'Testid', loginUrl: '/api/auth/oidc' }]);
  });
});

describe('redirect flow: GET /api/auth/oidc and its callback', () => {
  it('sends the browser to the provider with scope, state, nonce and a PKCE challenge', async () => {
    const res = await new Browser().get(`${publicUrl}/api/auth/oidc`);
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') as string);
    expect(target.origin).toBe(issuer);
    expect(target.searchParams.get('scope')).toBe('openid profile email');
    expect(target.searchParams.get('redirect_uri')).toBe(callbackUrl);
    expect(target.searchParams.get('state')).toMatch(/.{16,}/);
    expect(target.searchParams.get('nonce')).toMatch(/.{16,}/);
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
  });

  it('is needed: the provider refuses an authorisation request without PKCE', async () => {
    const answer = await authorisationWithoutPkce();
    expect(answer.searchParams.get('code')).toBeNull();
    expect(answer.searchParams.get('error')).toBe('invalid_request');
  });

  it("refuses another browser's code at the callback, even with this browser's state", async () => {
    await nextLogin({ sub: 'trudy-subject', email_verified: false });
    const attacker = await new Browser().codeFromProvider();
    await nextLogin({ sub: 'victor-subject', email_verified: false });
    const victim = new Browser();
    const own = await victim.codeFromProvider();

    const landing = await victim.follow(
      `${callbackUrl}?${new URLSearchParams({ code: attacker.code, state: own.state })}`,
    );
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe(CODE_REJECTED);
    expect(await victim.whoami()).toBeNull();
    expect(await userBySubject('trudy-subject')).toBeUndefined();
  });

  it('creates an account at the first sign-in and returns to the page the visitor came from', async () => {
    await nextLogin({
      sub: 'alice-subject',
      email: 'alice@idp.example',
      email_verified: true,
      picture: 'https://lh3.googleusercontent.com/a/alice=s96-c',
    });
    const before = await userCount();
    const browser = new Browser();

    const landing = await browser.signIn('/review/dune?tab=comments');
    expect(landing.toString()).toBe(`${publicUrl}/review/dune?tab=comments`);

    const me = await browser.whoami();
    expect(me).toMatchObject({
      username: expect.stringMatching(/^[a-z]+-[a-z]+-\d{3}$/),
      email: 'alice@idp.example',
      type: 'user',
      loginType: PROVIDER,
      thirdPartyPicture: 'https://lh3.googleusercontent.com/a/alice=s96-c',
      avatar: 'https://lh3.googleusercontent.com/a/alice=s256-c',
    });
    expect(await userCount()).toBe(before + 1);
    const stored = await userBySubject('alice-subject');
    expect(stored).toMatchObject({
      id: me?._id,
      loginType: PROVIDER,
      emailVerified: true,
      passwordHash: null,
    });
  });

  it('signs the same person into the same account the next time', async () => {
    await nextLogin({ sub: 'dave-subject', email: 'dave@idp.example', email_verified: true });
    const first = new Browser();
    await first.signIn();
    const before = await userCount();
    await nextLogin({ sub: 'dave-subject', email: 'dave@idp.example', email_verified: true });
    const second = new Browser();
    await second.signIn();
    expect((await second.whoami())?._id).toBe((await first.whoami())?._id);
    expect(await userCount()).toBe(before);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', '/api/user/all'])(
    'returns to the home page instead of %s',
    async (returnTo) => {
      await nextLogin({ sub: `safe-${returnTo.length}`, email_verified: false });
      const landing = await new Browser().signIn(returnTo);
      expect(landing.toString()).toBe(`${publicUrl}/`);
    },
  );

  it('joins an existing verified e-mail account when the provider verified the e-mail', async () => {
    const existing = await createUser(testApp, { email: 'bob@example.com' });
    await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
    await nextLogin({ sub: 'bob-subject', email: 'BOB@example.com', email_verified: true });
    const before = await userCount();
    const browser = new Browser();
    await browser.signIn();

    expect(await browser.whoami()).toMatchObject({ _id: existing.id, loginType: PROVIDER });
    expect(await userCount()).toBe(before);
    // The owner's password still works too.
    await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'bob@example.com', password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
  });

  it('gives staff signing in through the provider the staff marker, and members none', async () => {
    const admin = await createUser(testApp, { email: 'dana@example.com', type: 'admin' });
    await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));
    await nextLogin({ sub: 'dana-subject', email: 'dana@example.com', email_verified: true });
    const staff = new Browser();
    await staff.signIn();
    expect(await staff.whoami()).toMatchObject({ _id: admin.id, type: 'admin' });
    expect(staff.cookie('staff')).toBe('1');

    await nextLogin({ sub: 'frank-subject', email: 'frank@idp.example', email_verified: true });
    const member = new Browser();
    await member.signIn();
    expect(await member.whoami()).toMatchObject({ type: 'user' });
    expect(member.cookie('staff')).toBeUndefined();
  });

  it("takes an unverified account away from whoever registered the owner's address first", async () => {
    const squatted = await createUser(testApp, { email: 'olivia@example.com' });
    const squatter = testApp.http();
    await squatter
      .post('/api/login')
      .send({ emailOrUsername: 'olivia@example.com', password: DEFAULT_PASSWORD, type: 'email' })
      .expect(200);
    expect((await squatter.get('/api/whoami').expect(200)).body).toMatchObject({ _id: squatted.id });

    await nextLogin({ sub: 'olivia-subject', email: 'olivia@example.com', email_verified: true });
    const owner = new Browser();
    await owner.signIn();

    expect(await owner.whoami()).toMatchObject({
      _id: squatted.id,
      loginType: PROVIDER,
      email: 'olivia@example.com',
      emailVerified: true,
    });
    // The squatter's session has ended and their password no longer opens the account.
    expect((await squatter.get('/api/whoami').expect(200)).body).toBeNull();
    const retry = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: 'olivia@example.com', password: DEFAULT_PASSWORD, type: 'email' })
      .expect(401);
    expect(retry.body.message).toBe('Incorrect email or password');
    expect(await userBySubject('olivia-subject')).toMatchObject({ passwordHash: null, emailVerified: true });
  });

  it('refuses to join an e-mail account when the e-mail is not verified', async () => {
    const existing = await createUser(testApp, { email: 'carol@example.com' });
    await nextLogin({ sub: 'carol-subject', email: 'carol@example.com', email_verified: false });
    const before = await userCount();
    const browser = new Browser();

    const landing = await browser.signIn();
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe(UNVERIFIED_CONFLICT);
    expect(await browser.whoami()).toBeNull();
    expect(await userCount()).toBe(before);
    expect((await userBySubject('carol-subject')) ?? null).toBeNull();
    const [row] = await testApp.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ loginType: 'email', providerSubject: null });
  });

  it('creates an account without the e-mail when it is not verified and unused', async () => {
    await nextLogin({ sub: 'erin-subject', email: 'erin@idp.example', email_verified: false });
    const browser = new Browser();
    await browser.signIn();
    const me = await browser.whoami();
    expect(me).toMatchObject({ loginType: PROVIDER });
    expect(me).not.toHaveProperty('email');
    expect(await userBySubject('erin-subject')).toMatchObject({ email: null, emailVerified: false });
  });

  it('refuses a callback whose state was forged, even with a real code', async () => {
    await nextLogin({ sub: 'mallory-subject', email_verified: false });
    const browser = new Browser();
    const callback = await browser.follow(`${publicUrl}/api/auth/oidc`, (next) =>
      next.toString().startsWith(callbackUrl),
    );
    callback.searchParams.set('state', 'forged-state');
    const landing = await browser.follow(callback.toString());

    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe(STATE_FAILED);
    expect(await browser.whoami()).toBeNull();
    expect(await userBySubject('mallory-subject')).toBeUndefined();
  });

  it.each([
    ['access_denied', 'Sign-in with the identity provider was cancelled'],
    ['server_error', 'Sign-in with the identity provider failed; please try again'],
  ])('sends the browser back to the login page when the provider answers %s', async (error, message) => {
    const browser = new Browser();
    const start = await browser.get(`${publicUrl}/api/auth/oidc`);
    const state = new URL(start.headers.get('location') as string).searchParams.get('state') as string;

    const landing = await browser.follow(`${callbackUrl}?${new URLSearchParams({ error, state })}`);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe(message);
    expect(await browser.whoami()).toBeNull();
  });

  it('refuses a callback without a pending sign-in in the session', async () => {
    const landing = await new Browser().follow(`${callbackUrl}?code=made-up&state=made-up`);
    expect(landing.searchParams.get('error')).toBe(NO_SIGN_IN_STARTED);
  });

  it('refuses the same callback a second time', async () => {
    await nextLogin({ sub: 'frank-subject', email_verified: false });
    const browser = new Browser();
    const callback = await browser.follow(`${publicUrl}/api/auth/oidc`, (next) =>
      next.toString().startsWith(callbackUrl),
    );
    expect((await browser.follow(callback.toString())).pathname).toBe('/');
    await browser.logout();

    const replay = await browser.follow(callback.toString());
    expect(replay.pathname).toBe('/login');
    expect(await browser.whoami()).toBeNull();
  });
});

describe('POST /api/login {type, code, state}', () => {
  it("exchanges the code of this browser's sign-in, signs the person in and answers the user", async () => {
    await nextLogin({
      sub: 'grace-subject',
      email: 'grace@idp.example',
      email_verified: true,
      picture: 'https://example.com/grace.png',
    });
    const browser = new Browser();
    const { code, state } = await browser.codeFromProvider();

    const res = await browser.login({ code, state, type: PROVIDER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'grace@idp.example',
      loginType: PROVIDER,
      thirdPartyPicture: 'https://example.com/grace.png',
      avatar: 'https://example.com/grace.png',
    });
    expect(await browser.whoami()).toMatchObject({ _id: res.body._id, loginType: PROVIDER });
  });

  it('refuses a code when this browser started no sign-in', async () => {
    await nextLogin({ sub: 'oscar-subject', email_verified: false });
    const { code, state } = await new Browser().codeFromProvider();
    const before = await userCount();

    const res = await testApp.http().post('/api/login').send({ code, state, type: PROVIDER }).expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: NO_SIGN_IN_STARTED });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it("refuses another browser's code, even with this browser's state", async () => {
    await nextLogin({ sub: 'eve-subject', email_verified: false });
    const attacker = await new Browser().codeFromProvider();
    await nextLogin({ sub: 'walter-subject', email_verified: false });
    const victim = new Browser();
    const own = await victim.codeFromProvider();

    // The provider checks the code verifier of the victim's sign-in against the attacker's code.
    const res = await victim.login({ code: attacker.code, state: own.state, type: PROVIDER });
    expect(res).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: CODE_REJECTED },
    });
    expect(await victim.whoami()).toBeNull();
    expect(await userBySubject('eve-subject')).toBeUndefined();
  });

  it('refuses a state that is not the one of the sign-in started, and ends that sign-in', async () => {
    await nextLogin({ sub: 'mallet-subject', email_verified: false });
    const browser = new Browser();
    const { code, state } = await browser.codeFromProvider();

    const forged = await browser.login({ code, state: 'forged-state', type: PROVIDER });
    expect(forged).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: STATE_FAILED },
    });
    const retry = await browser.login({ code, state, type: PROVIDER });
    expect(retry.body.message).toBe(NO_SIGN_IN_STARTED);
    expect(await userBySubject('mallet-subject')).toBeUndefined();
  });

  it('refuses a code used before, also in a new sign-in of the same browser', async () => {
    await nextLogin({ sub: 'heidi-subject', email_verified: false });
    const browser = new Browser();
    const first = await browser.codeFromProvider();
    expect((await browser.login({ ...first, type: PROVIDER })).status).toBe(200);
    await browser.logout();

    const again = await browser.login({ ...first, type: PROVIDER });
    expect(again).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: NO_SIGN_IN_STARTED },
    });
    await nextLogin({ sub: 'heidi-subject', email_verified: false });
    const second = await browser.codeFromProvider();
    const replay = await browser.login({ code: first.code, state: second.state, type: PROVIDER });
    expect(replay.body.message).toBe(CODE_REJECTED);
    expect(await browser.whoami()).toBeNull();
  });

  it('answers 409 for an unverified e-mail of an existing account', async () => {
    await createUser(testApp, { email: 'ivan@example.com' });
    await nextLogin({ sub: 'ivan-subject', email: 'ivan@example.com', email_verified: false });
    const browser = new Browser();
    const res = await browser.login({ ...(await browser.codeFromProvider()), type: PROVIDER });
    expect(res).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: UNVERIFIED_CONFLICT },
    });
  });

  it.each([
    ['a code', { state: 'abc' }],
    ['a state', { code: 'abc' }],
  ])('answers 400 "Please fill in all fields" without %s', async (_name, body) => {
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ ...body, type: PROVIDER })
      .expect(400);
    expect(res.body.message).toBe('Please fill in all fields');
  });

  it.each(['/api/login', '/api/register'])(
    'answers 400 naming e-mail and the provider to %s with another type',
    async (path) => {
      const res = await testApp.http().post(path).send({ code: 'abc', type: 'google' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `type must be one of email, ${PROVIDER}`,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );
});

describe('without OIDC_* settings', () => {
  let plain: TestApp;

  beforeAll(async () => {
    plain = await createTestApp();
  });

  afterAll(() => plain.close());

  it('lists no providers', async () => {
    expect((await plain.http().get('/api/auth/providers').expect(200)).body).toEqual([]);
  });

  it.each(['/api/auth/oidc', '/api/auth/oidc/callback?code=a&state=b'])('answers 404 to %s', async (path) => {
    const res = await plain.http().get(path).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Identity-provider login is not configured',
    });
  });

  it('answers 404 to POST /api/login with a provider type', async () => {
    const before = await plain.db
      .select({ n: count() })
      .from(users)
      .where(sql`true`);
    const res = await plain.http().post('/api/login').send({ code: 'abc', type: 'google' }).expect(404);
    expect(res.body.message).toBe('Identity-provider login is not configured');
    expect(await plain.db.select({ n: count() }).from(users)).toEqual(before);
  });
});

describe('a provider that cannot be reached', () => {
  let offline: TestApp;

  beforeAll(async () => {
    // An address nothing listens on.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    offline = await createTestApp({
      env: {
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: 'unused',
        OIDC_PROVIDER: PROVIDER,
      },
    });
  });

  afterAll(() => offline.close());

  it('answers 503 to GET /api/auth/oidc, and stores no sign-in', async () => {
    const res = await offline.http().get('/api/auth/oidc').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The identity provider cannot be reached; please try again later',
    });
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
