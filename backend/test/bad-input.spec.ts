import { type AddressInfo, connect } from 'node:net';

import { Controller, Get, Module } from '@nestjs/common';
import { asc, sql } from 'drizzle-orm';
import type { Response } from 'supertest';

import { Public } from '../src/common/auth.decorators';
import { type Database } from '../src/database/database';
import { InjectDatabase } from '../src/database/database.tokens';
import { announcements, comments, sessions, users, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createUser, createWriteup } from './support/factories';

const NUL = 'Du\u0000ne';
const NUL_IN_URL = encodeURIComponent(NUL);
const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';
/** Past PostgreSQL's integer columns (2^31 - 1) and past any exact JavaScript integer. */
const HUGE_INTEGERS = [2 ** 31, 2 ** 53, 1e300];

const BACKSTOP_MESSAGE = 'The request holds a value that is malformed or out of range';
const SECRET_EMAIL = 'private-person@example.com';
const SECRET_PARAM = 'private-content-in-a-query';

/** Routes that make PostgreSQL itself refuse a value, as a request without validation would. */
@Controller('bad-input-test')
class DatabaseRefusalController {
  constructor(@InjectDatabase() private readonly db: Database) {}

  @Public()
  @Get('integer-out-of-range')
  integer() {
    return this.db.execute(sql`select ${2 ** 40}::integer as value`);
  }

  @Public()
  @Get('nul-in-text')
  nul() {
    return this.db.execute(sql`select ${NUL}::text as value`);
  }

  @Public()
  @Get('not-a-uuid')
  uuid() {
    return this.db.execute(sql`select ${'not-a-uuid'}::uuid as value`);
  }

  /** A bug, not bad input: a 500 whose log must not quote the query's values. */
  @Public()
  @Get('bug')
  bug() {
    return this.db.execute(sql`select ${SECRET_PARAM}::text - 1 as value`);
  }
}

@Module({ controllers: [DatabaseRefusalController] })
class DatabaseRefusalModule {}

let testApp: TestApp;
let as: Callers;
let writeupId: string;
let commentId: string;
const logLines: string[] = [];

beforeAll(async () => {
  // The first app of the file: the logs of every request of this file land in logLines.
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    imports: [DatabaseRefusalModule],
    logs: { write: (line: string) => void logLines.push(line) },
  });
  as = await callers(testApp);
  writeupId = (await createWriteup(testApp, { author: as.admin.user, title: 'Arrival' }))._id;
  commentId = (await postComment(as.user, writeupId, 'First!'))._id;
  await as.admin.post('/api/announcement/').send({ title: 'Hello', content: 'World' }).expect(201);
});

/** Every stored row a request could change, in a stable order. */
async function storedState(): Promise<unknown> {
  const db = testApp.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    writeups: await db.select().from(writeups).orderBy(asc(writeups.id)),
    comments: await db.select().from(comments).orderBy(asc(comments.id)),
    announcements: await db.select().from(announcements).orderBy(asc(announcements.id)),
    sessions: (await db.select({ id: sessions.sid }).from(sessions).orderBy(asc(sessions.sid))).length,
  };
}

function expectBadRequest(res: Response, message = NUL_MESSAGE): void {
  expect({ status: res.status, body: res.body }).toEqual({
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message },
  });
}

/** Sends the request and asserts 400 in the error shape and no stored change. */
async function expectRefusedUnchanged(
  send: () => PromiseLike<Response>,
  message = NUL_MESSAGE,
): Promise<void> {
  const before = await storedState();
  expectBadRequest(await send(), message);
  expect(await storedState()).toEqual(before);
}

describe('a NUL character in a query parameter', () => {
  it.each([
    ['search suggestions', `/api/search?search=${NUL_IN_URL}`],
    ['full search', `/api/search/all?search=${NUL_IN_URL}&page=1`],
    ['listing search', `/api/writeup/listings?search=${NUL_IN_URL}`],
    ['listing sort', `/api/writeup/listings?sort=${NUL_IN_URL}`],
    ['listing page', `/api/writeup/listings?page=${NUL_IN_URL}`],
    ['leaderboard user', `/api/writeup/leaderboard?username=${NUL_IN_URL}`],
    ['roundup dates', `/api/writeup/roundup/someone?start=${NUL_IN_URL}&end=2024-01-01`],
    ['announcement page', `/api/announcement/?page=${NUL_IN_URL}`],
    ['autofill search', `/api/autofill/searchAutofill?type=movie&search=${NUL_IN_URL}`],
    ['provider callback', `/api/auth/oidc/callback?code=${NUL_IN_URL}&state=x`],
    ['a parameter name', `/api/writeup/listings?${NUL_IN_URL}=1`],
  ])('answers 400 on %s', async (_name, path) => {
    expectBadRequest(await as.admin.get(path));
  });
});

describe('a NUL character in the filter JSON parameter', () => {
  const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it.each([
    ['a listing type', `/api/writeup/listings?filter=${filter({ type: NUL })}`],
    ['a listing collection', `/api/writeup/listings?filter=${filter({ collections: ['must-watch', NUL] })}`],
    ['a lookup slug', `/api/writeup/?filter=${filter({ slug: NUL, type: 'movie' })}`],
    ['a lookup title', `/api/writeup/?filter=${filter({ title: NUL })}`],
    ['a key', `/api/writeup/?filter=${filter({ [NUL]: 'dune' })}`],
    ['a nested value', `/api/writeup/listings?filter=${filter({ collections: [[{ deep: NUL }]] })}`],
  ])('answers 400 on %s', async (_name, path) => {
    expectBadRequest(await as.visitor.get(path));
  });
});

describe('a NUL character in a path parameter', () => {
  it.each([
    ['a profile', 'get', `/api/user/${NUL_IN_URL}`],
    ["a user's writeups", 'get', `/api/writeup/user/${NUL_IN_URL}`],
    ['a roundup', 'get', `/api/writeup/roundup/${NUL_IN_URL}?start=2024-01-01&end=2024-02-01`],
    ['a writeup to edit', 'get', `/api/writeup/fetch/${NUL_IN_URL}`],
    ['comments', 'get', `/api/comment/${NUL_IN_URL}`],
    ['the activation ping', 'get', `/api/activate/${NUL_IN_URL}`],
    ['a comment to delete', 'delete', `/api/comment/${NUL_IN_URL}`],
    ['a review to delete', 'delete', `/api/review/${NUL_IN_URL}`],
    ['an article to delete', 'delete', `/api/article/${NUL_IN_URL}`],
  ] as const)('answers 400 on %s and changes nothing', async (_name, method, path) => {
    await expectRefusedUnchanged(() => as.root[method](path));
  });

  it('answers 400 on a comment to post or edit, or a user to change, and changes nothing', async () => {
    await expectRefusedUnchanged(() => as.user.post(`/api/comment/${NUL_IN_URL}`).send({ content: 'Hi' }));
    await expectRefusedUnchanged(() => as.user.patch(`/api/comment/${NUL_IN_URL}`).send({ content: 'Hi' }));
    await expectRefusedUnchanged(() => as.root.patch(`/api/user/${NUL_IN_URL}`).send({ change: 'admin' }));
  });
});

describe('a NUL character in a JSON body', () => {
  const credentials = { emailOrUsername: 'reader@example.com', password: 'popcorn-time', type: 'email' };
  const settings = {
    username: 'night-owl',
    watching: 'Severance',
    favoriteMovie: 'Alien',
    favoriteShow: 'Lost',
    bio: 'Hi',
  };

  it.each([
    ['a sign-in name', '/api/login', { ...credentials, emailOrUsername: NUL }],
    ['a sign-in password', '/api/login', { ...credentials, password: `popcorn${NUL}` }],
    ['a sign-up e-mail', '/api/register', { ...credentials, email: `a${NUL}@example.com` }],
    ['a sign-up password', '/api/register', { ...credentials, password: `popcorn${NUL}` }],
    ['a sign-up type', '/api/register', { ...credentials, type: NUL }],
  ])('answers 400 on %s and stores nothing', async (_name, path, body) => {
    await expectRefusedUnchanged(() => testApp.http().post(path).send(body));
  });

  it.each(Object.keys(settings))('answers 400 on the setting %s and stores nothing', async (field) => {
    await expectRefusedUnchanged(() => as.user.put('/api/user/').send({ ...settings, [field]: NUL }));
  });

  it('answers 400 on a comment, new or edited, and stores nothing', async () => {
    await expectRefusedUnchanged(() => as.user.post(`/api/comment/${writeupId}`).send({ content: NUL }));
    await expectRefusedUnchanged(() => as.user.patch(`/api/comment/${commentId}`).send({ content: NUL }));
  });

  it('answers 400 on an announcement and stores nothing', async () => {
    await expectRefusedUnchanged(() =>
      as.admin.post('/api/announcement/').send({ title: NUL, content: 'x' }),
    );
    await expectRefusedUnchanged(() =>
      as.admin.post('/api/announcement/').send({ title: 'x', content: NUL }),
    );
  });

  it.each([
    ['title', NUL],
    ['headline', NUL],
    ['director', NUL],
    ['mpaa', NUL],
    ['poster', `https://img.example/${NUL}.jpg`],
    ['content', `Intro\n\n${NUL}`],
    ['notes', NUL],
    ['genre', ['Drama', NUL]],
    ['tags', [NUL]],
    ['collections', [NUL]],
    ['_id', NUL],
  ])('answers 400 on the writeup field %s and stores nothing', async (field, value) => {
    await expectRefusedUnchanged(() =>
      as.admin.patch('/api/writeup/').send({ _id: writeupId, [field]: value, publishNow: true }),
    );
  });

  it('answers 400 on a new writeup type and on a body key, and stores nothing', async () => {
    await expectRefusedUnchanged(() => as.admin.post('/api/writeup/').send({ type: NUL }));
    await expectRefusedUnchanged(() =>
      as.user.post(`/api/comment/${writeupId}`).send({ content: 'Hi', [NUL]: 1 }),
    );
  });
});

describe('keys that name the prototype in a JSON body', () => {
  it.each([
    ['__proto__', '{"content":"Fine words.","__proto__":{"admin":true}}'],
    ['a nested __proto__', '{"content":"Fine words.","spoiler":{"__proto__":{"admin":true}}}'],
    ['constructor', '{"content":"Fine words.","constructor":{"prototype":{"admin":true}}}'],
    ['a unicode-escaped __proto__', '{"content":"Fine words.","\\u005f_proto__":{"admin":true}}'],
    ['a unicode-escaped constructor', '{"content":"Fine words.","construct\\u006fr":1}'],
    [
      'a nested escaped __proto__',
      '{"content":"Fine words.","spoiler":[{"\\u005F\\u005Fproto\\u005F\\u005F":1}]}',
    ],
  ])('answer 400 for %s and store nothing', async (_key, body) => {
    await expectRefusedUnchanged(
      () => as.user.post(`/api/comment/${writeupId}`).set('Content-Type', 'application/json').send(body),
      'The request body may not name __proto__ or constructor',
    );
  });

  it('answer 400 for a constructor of any value, deep nesting included, and a word in a value is fine', async () => {
    await expectRefusedUnchanged(
      () =>
        as.user
          .post(`/api/comment/${writeupId}`)
          .set('Content-Type', 'application/json')
          .send('{"content":"Fine words.","constructor":1}'),
      'The request body may not name __proto__ or constructor',
    );
    const nested = `${'['.repeat(20_000)}{"constructor":1}${']'.repeat(20_000)}`;
    const deep = await as.user
      .post(`/api/comment/${writeupId}`)
      .set('Content-Type', 'application/json')
      .send(`{"content":${nested}}`);
    expect(deep.status).toBe(400);
    await as.user
      .post(`/api/comment/${writeupId}`)
      .send({ content: 'On "constructor" and "__proto__" as words.' })
      .expect(201);
  });
});

describe('integers past what the database holds', () => {
  it.each(HUGE_INTEGERS)('answers 400 to a runtime of %d and stores nothing', async (runtime) => {
    await expectRefusedUnchanged(
      () => as.admin.patch('/api/writeup/').send({ _id: writeupId, runtime }),
      'Runtime must be a whole number from 1 to 99999',
    );
  });

  it.each(HUGE_INTEGERS)('answers 400 to a season of %d and stores nothing', async (season) => {
    const series = await createWriteup(testApp, { author: as.admin.user, type: 'series', title: 'Dark' });
    await expectRefusedUnchanged(
      () => as.admin.patch('/api/writeup/').send({ _id: series._id, season }),
      'Season must be a whole number from 1 to 999',
    );
  });

  it.each(HUGE_INTEGERS)('answers 400 to a release year of %d and stores nothing', async (releaseYear) => {
    await expectRefusedUnchanged(
      () => as.admin.patch('/api/writeup/').send({ _id: writeupId, releaseYear }),
      'Release year must be a whole number of at most 4 digits',
    );
  });

  it.each(HUGE_INTEGERS)('answers 400 to a rating of %d and stores nothing', async (rating) => {
    await expectRefusedUnchanged(
      () => as.admin.patch('/api/writeup/').send({ _id: writeupId, rating }),
      'Rating must be a whole number from 0 to 100',
    );
  });

  // product.md §4: a page past the end is the last page, however far past.
  it.each([
    ['/api/writeup/listings', 'writeups'],
    ['/api/writeup/leaderboard', 'writeups'],
    ['/api/search/all?search=arrival', 'results'],
    ['/api/announcement/', 'announcements'],
    ['/api/user/all', 'users'],
  ])('answers the last page of %s to a page number past any integer', async (path, list) => {
    for (const page of ['2147483648', '9223372036854775808', '1e400', '9'.repeat(400)]) {
      const separator = path.includes('?') ? '&' : '?';
      const res = await as.root.get(`${path}${separator}page=${page}`).expect(200);
      expect(res.body.page).toBe(res.body.totalPages);
      expect(res.body[list]).toEqual(expect.any(Array));
    }
  });
});

describe('values nested deeper than any request', () => {
  it('answers 400 to a deeply nested body and stores nothing', async () => {
    const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    await expectRefusedUnchanged(
      () =>
        as.user
          .post(`/api/comment/${writeupId}`)
          .set('Content-Type', 'application/json')
          .send(`{"content":${nested}}`),
      'The request nests values more than 16 levels deep',
    );
  });

  it('answers 400 to a deeply nested filter', async () => {
    const nested = `{"collections":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    const res = await as.visitor.get(`/api/writeup/listings?filter=${encodeURIComponent(nested)}`);
    expectBadRequest(res, 'The request nests values more than 16 levels deep');
  });
});

describe('values the database refuses although validation let them through', () => {
  it.each(['integer-out-of-range', 'nul-in-text', 'not-a-uuid'])(
    'answers 400 in the error shape for %s',
    async (route) => {
      expectBadRequest(await testApp.http().get(`/api/bad-input-test/${route}`), BACKSTOP_MESSAGE);
    },
  );

  it('answers 400 to a roundup starting in year 0', async () => {
    const res = await as.visitor.get(
      `/api/writeup/roundup/${as.admin.user.username}?start=0000-01-01&end=2024-01-01`,
    );
    expectBadRequest(res, BACKSTOP_MESSAGE);
  });
});

describe('error logs', () => {
  it('name the path of a request but never its query parameters', async () => {
    await as.visitor.get(`/api/search?search=${SECRET_EMAIL}`).expect(200);
    await as.visitor.get(`/api/user/${NUL_IN_URL}?email=${SECRET_EMAIL}`).expect(400);
    await as.visitor.get(`/api/bad-input-test/bug?email=${SECRET_EMAIL}`).expect(500);

    const lines = logLines.map((line) => JSON.parse(line) as { req?: { url: string }; msg: string });
    expect(lines.some((line) => line.req?.url === '/api/search')).toBe(true);
    expect(lines.some((line) => line.req?.url === '/api/bad-input-test/bug')).toBe(true);
    expect(logLines.join('\n')).not.toContain(SECRET_EMAIL);
  });

  it('quote the SQL of a failed query but not the values it was given', async () => {
    await testApp.http().get('/api/bad-input-test/bug').expect(500);
    const logged = logLines.join('\n');
    expect(logged).toContain('Failed query: select $1::text - 1 as value');
    expect(logged).not.toContain(SECRET_PARAM);
  });
});

describe('requests Node refuses before any handler', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const server = testApp.app.getHttpServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  it('answers a URL past the 16 KB header limit with 431 in the error shape', async () => {
    const res = await fetch(`${origin}/api/writeup/?slug=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request line or headers are too large',
    });
  });

  it('answers a 10 KB URL with 414 in the error shape, with or without the session cookie', async () => {
    const user = await createUser(testApp, { type: 'user' });
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: user.email, password: user.password, type: 'email' }),
    });
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    expect(session).toBeDefined();
    for (const cookie of [undefined, session?.split(';')[0]]) {
      const res = await fetch(`${origin}/api/writeup/?slug=${'a'.repeat(10_000)}`, {
        headers: cookie ? { cookie } : {},
      });
      expect(res.status).toBe(414);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        statusCode: 414,
        error: 'URI Too Long',
        message: 'The address is too long (at most 8192 characters)',
      });
    }
  });

  it('answers a malformed request line with 400 in the error shape', async () => {
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1 extra\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request is malformed',
    });
  });
});
