import { randomUUID } from 'node:crypto';

import { PAGE_SIZES } from '@reviews/libs/constants';
import { asc, count, eq } from 'drizzle-orm';

import { comments, sessions, users, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { API_DOCS: '1' } });
});

async function storedUser(id: string) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  return row;
}

const GENERATED_USERNAME = /^[a-z]+-[a-z]+-\d{3}$/;

describe('GET /api/user/:username', () => {
  it('answers the public profile without the e-mail to a visitor, ignoring case', async () => {
    const user = await createUser(testApp, { username: 'Cinema.Fan' });
    await testApp.db
      .update(users)
      .set({ bio: 'I like films', favoriteMovie: 'Alien', favoriteShow: 'Lost', watching: 'Dune' })
      .where(eq(users.id, user.id));

    const res = await testApp.http().get('/api/user/cinema.FAN').expect(200);
    expect(res.body).toEqual({
      _id: user.id,
      bioHtml: expect.any(String),
      username: 'Cinema.Fan',
      picture: '',
      bio: 'I like films',
      favoriteMovie: 'Alien',
      favoriteShow: 'Lost',
      watching: 'Dune',
      created: user.created.toISOString(),
      type: 'user',
      loginType: 'email',
      thirdPartyPicture: null,
      avatar: null,
      followers: 0,
      following: 0,
      watchlistPublic: false,
      // No published writeup has those titles.
      favoriteLinks: {},
    });
  });

  it('shows the e-mail to root, not to an admin or another user; the user themself has it from whoami', async () => {
    const owner = await loginAs(testApp, 'user');
    const path = `/api/user/${owner.user.username}`;
    // A profile is a public read, the same for every member (product.md §7).
    expect((await owner.get(path).expect(200)).body).not.toHaveProperty('email');
    expect((await owner.get('/api/whoami').expect(200)).body.email).toBe(owner.user.email);
    expect((await (await loginAs(testApp, 'root')).get(path).expect(200)).body.email).toBe(owner.user.email);
    expect((await (await loginAs(testApp, 'admin')).get(path).expect(200)).body).not.toHaveProperty('email');
    expect((await (await loginAs(testApp, 'user')).get(path).expect(200)).body).not.toHaveProperty('email');
  });

  it('gives the picture as avatar, else the provider picture resized to 256 px', async () => {
    const user = await createUser(testApp);
    await testApp.db
      .update(users)
      .set({ thirdPartyPicture: 'https://lh3.googleusercontent.com/a/photo=s96-c' })
      .where(eq(users.id, user.id));
    const fromProvider = await testApp.http().get(`/api/user/${user.username}`).expect(200);
    expect(fromProvider.body.avatar).toBe('https://lh3.googleusercontent.com/a/photo=s256-c');
    expect(fromProvider.body.thirdPartyPicture).toBe('https://lh3.googleusercontent.com/a/photo=s96-c');

    await testApp.db
      .update(users)
      .set({ picture: 'https://example.com/me.png' })
      .where(eq(users.id, user.id));
    const own = await testApp.http().get(`/api/user/${user.username}`).expect(200);
    expect(own.body.avatar).toBe('https://example.com/me.png');
  });

  it('answers 404 for an unknown username', async () => {
    const res = await testApp.http().get('/api/user/nobody-here').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
  });
});

describe('PUT /api/user/', () => {
  let valid: Record<string, string>;
  const settings = {
    watching: 'Severance',
    favoriteMovie: 'Heat',
    favoriteShow: 'The Wire',
    bio: 'Loves **crime** films.',
    picture: 'https://example.com/avatar.png',
  };
  let agent: SignedInAgent;

  beforeEach(async () => {
    agent = await loginAs(testApp, 'user');
    valid = { username: `new_name-${randomUUID().slice(0, 6)}.0`, ...settings };
  });

  async function expectUnchanged(): Promise<void> {
    const row = await storedUser(agent.user.id);
    expect(row.username).toBe(agent.user.username);
    expect(row.bio).toBe('');
    expect(row.picture).toBe('');
  }

  it('saves the trimmed settings and answers the user', async () => {
    const res = await agent
      .put('/api/user/')
      .send({ ...valid, username: `  ${valid.username} `, bio: ` ${valid.bio}\n` })
      .expect(200);
    expect(res.body).toMatchObject({ ...valid, _id: agent.user.id, email: agent.user.email });
    expect(res.body.avatar).toBe(valid.picture);
    const row = await storedUser(agent.user.id);
    expect(row).toMatchObject(valid);
    expect((await agent.get('/api/whoami')).body.username).toBe(valid.username);
    await testApp.http().get(`/api/user/${valid.username}`).expect(200);
  });

  it('answers 401 to a visitor', async () => {
    const res = await testApp.http().put('/api/user/').send(valid).expect(401);
    expect(res.body.message).toBe('Please sign in first');
  });

  it.each(['username', 'watching', 'favoriteMovie', 'favoriteShow', 'bio'])(
    'answers 400 "Please fill out all fields" and changes nothing when %s is missing or blank',
    async (field) => {
      for (const value of [undefined, '', '   \n ', null, 5]) {
        const res = await agent
          .put('/api/user/')
          .send({ ...valid, bio: 'new bio', [field]: value })
          .expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please fill out all fields',
        });
      }
      await expectUnchanged();
    },
  );

  it('says "Please fill out all fields" once when several fields are blank', async () => {
    const res = await agent.put('/api/user/').send({ picture: '' }).expect(400);
    expect(res.body.message).toBe('Please fill out all fields');
  });

  it.each([
    ['favoriteMovie', 55, 'Favorite movie must be at most 55 characters'],
    ['favoriteShow', 55, 'Favorite show must be at most 55 characters'],
    ['watching', 55, 'Watching must be at most 55 characters'],
    ['bio', 300, 'Bio must be at most 300 characters'],
  ])('accepts %s at %i characters and refuses one more', async (field, max, message) => {
    const atLimit = await agent
      .put('/api/user/')
      .send({ ...valid, [field]: 'x'.repeat(max) })
      .expect(200);
    expect(atLimit.body[field]).toHaveLength(max);

    const res = await agent
      .put('/api/user/')
      .send({ ...valid, [field]: 'y'.repeat(max + 1) })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await storedUser(agent.user.id))[field as 'bio']).toBe('x'.repeat(max));
  });

  it.each([
    ['abc', 200],
    ['a'.repeat(24), 200],
    ['ab', 'Username must be 3 to 24 characters'],
    ['a'.repeat(25), 'Username must be 3 to 24 characters'],
    ['has space', 'Username may contain only letters, digits, _, - and .'],
    ['émile', 'Username may contain only letters, digits, _, - and .'],
    ['semi;colon', 'Username may contain only letters, digits, _, - and .'],
  ])('username %j: %s', async (username, expected) => {
    const res = await agent.put('/api/user/').send({ ...valid, username });
    if (expected === 200) {
      expect(res.status).toBe(200);
      expect(res.body.username).toBe(username);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(expected);
      await expectUnchanged();
    }
  });

  const longUrl = (length: number) => `https://example.com/${'p'.repeat(length - 20)}`;
  it.each([
    ['empty', '', 200],
    ['http', 'http://example.com/a.png', 200],
    ['https with a query', 'https://cdn.example.com/a/b.jpg?size=2', 200],
    ['an uploaded avatar', '/media/0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a/256x256.webp', 200],
    ['another site path', '/media/../session-secret', 'Picture must be an http(s) URL'],
    ['2048 characters', longUrl(2048), 200],
    ['2049 characters', longUrl(2049), 'Picture must be at most 2048 characters'],
    ['ftp', 'ftp://example.com/a.png', 'Picture must be an http(s) URL'],
    ['javascript', 'javascript:alert(1)', 'Picture must be an http(s) URL'],
    ['without a scheme', 'example.com/a.png', 'Picture must be an http(s) URL'],
    ['not a URL', 'not a url', 'Picture must be an http(s) URL'],
  ])('picture %s: %s', async (_case, picture, expected) => {
    const res = await agent.put('/api/user/').send({ ...valid, picture });
    if (expected === 200) {
      expect(res.status).toBe(200);
      expect(res.body.picture).toBe(picture);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(expected);
      await expectUnchanged();
    }
  });

  it('leaves the picture empty when it is not sent', async () => {
    const { picture: _picture, ...withoutPicture } = valid;
    const res = await agent.put('/api/user/').send(withoutPicture).expect(200);
    expect(res.body.picture).toBe('');
  });

  it('answers 409 when another account has the username, whatever its case', async () => {
    await createUser(testApp, { username: 'Taken_Name' });
    for (const username of ['taken_name', 'TAKEN_NAME']) {
      const res = await agent
        .put('/api/user/')
        .send({ ...valid, username })
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Username is already taken' });
    }
    await expectUnchanged();
  });

  it('answers 409 for a name the API itself uses', async () => {
    await agent
      .put('/api/user/')
      .send({ ...valid, username: 'ALL' })
      .expect(409);
    await expectUnchanged();
  });

  it('lets the user change the case of their own username', async () => {
    const upper = agent.user.username.toUpperCase();
    const res = await agent
      .put('/api/user/')
      .send({ ...valid, username: upper })
      .expect(200);
    expect(res.body.username).toBe(upper);
  });

  it.each(['type', 'email', '_id', 'loginType'])(
    'answers 400 and changes nothing for the field %s',
    async (field) => {
      const res = await agent
        .put('/api/user/')
        .send({ ...valid, [field]: 'root' })
        .expect(400);
      expect(res.body.message).toBe(`property ${field} should not exist`);
      expect((await storedUser(agent.user.id)).type).toBe('user');
      await expectUnchanged();
    },
  );
});

describe('PUT /api/user/avatar', () => {
  const AVATAR = '/media/0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a/256x256.webp';
  let agent: SignedInAgent;

  beforeEach(async () => {
    agent = await loginAs(testApp, 'user');
  });

  it('saves the picture at once for a member whose other settings are empty', async () => {
    const before = await testApp.http().get(`/api/user/${agent.user.username}`).expect(200);
    expect(before.body.avatar).toBeNull();

    const res = await agent
      .put('/api/user/avatar')
      .send({ picture: ` ${AVATAR} ` })
      .expect(200);
    expect(res.body).toMatchObject({ _id: agent.user.id, picture: AVATAR, avatar: AVATAR, bio: '' });
    expect(await storedUser(agent.user.id)).toMatchObject({ picture: AVATAR, bio: '', watching: '' });
    const after = await testApp.http().get(`/api/user/${agent.user.username}`).expect(200);
    expect(after.body.avatar).toBe(AVATAR);
  });

  it('removes the picture when it is empty', async () => {
    await agent.put('/api/user/avatar').send({ picture: 'https://example.com/me.png' }).expect(200);
    const res = await agent.put('/api/user/avatar').send({ picture: '' }).expect(200);
    expect(res.body).toMatchObject({ picture: '', avatar: null });
    expect((await storedUser(agent.user.id)).picture).toBe('');
  });

  it.each([
    [{}, 'Please give a picture, or an empty one to remove it'],
    [{ picture: 'javascript:alert(1)' }, 'Picture must be an http(s) URL'],
    [{ picture: '/media/../session-secret' }, 'Picture must be an http(s) URL'],
    [{ picture: AVATAR, bio: 'sneaky' }, 'property bio should not exist'],
  ])('answers 400 to %j and changes nothing', async (body, message) => {
    const res = await agent.put('/api/user/avatar').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await storedUser(agent.user.id)).toMatchObject({ picture: '', bio: '' });
  });

  it('answers 401 to a visitor', async () => {
    const res = await testApp.http().put('/api/user/avatar').send({ picture: AVATAR }).expect(401);
    expect(res.body.message).toBe('Please sign in first');
  });
});

describe('DELETE /api/user/', () => {
  it('removes the user, their comments and sessions, ends the session, and hands their writeups to the oldest root', async () => {
    await createUser(testApp, { type: 'root' });
    await createUser(testApp, { type: 'root' });
    const [oldestRoot] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.type, 'root'))
      .orderBy(asc(users.created))
      .limit(1);
    const leaving = await loginAs(testApp, 'admin');
    const otherDevice = await loginAs(testApp, leaving.user);
    const writeup = await createWriteup(testApp, { author: leaving.user });
    await postComment(leaving, writeup._id, 'My own review is great');
    const reader = await loginAs(testApp, 'user');
    const keptComment = await postComment(reader, writeup._id, 'Agreed!');

    const res = await leaving.delete('/api/user/').expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => /^sid=;/.test(c))).toBe(true);

    expect(await storedUser(leaving.user.id)).toBeUndefined();
    const [{ n: sessionRows }] = await testApp.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, leaving.user.id));
    expect(sessionRows).toBe(0);
    const remaining = await testApp.db.select().from(comments).where(eq(comments.writeupId, writeup._id));
    expect(remaining.map((c) => c.id)).toEqual([keptComment._id]);
    const [stored] = await testApp.db.select().from(writeups).where(eq(writeups.id, writeup._id));
    expect(stored.adminId).toBe(oldestRoot.id);

    expect((await leaving.get('/api/whoami')).body).toBeNull();
    expect((await otherDevice.get('/api/whoami')).body).toBeNull();
    await testApp.http().get(`/api/user/${leaving.user.username}`).expect(404);
    const login = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: leaving.user.email, password: leaving.user.password, type: 'email' })
      .expect(401);
    expect(login.body.message).toBe('Incorrect email or password');
  });

  it('answers 403 to root and keeps the account', async () => {
    const root = await loginAs(testApp, 'root');
    const res = await root.delete('/api/user/').expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'The root account cannot be deleted',
    });
    expect(await storedUser(root.user.id)).toBeDefined();
    expect((await root.get('/api/whoami')).body._id).toBe(root.user.id);
  });

  it('answers 401 to a visitor', async () => {
    await testApp.http().delete('/api/user/').expect(401);
  });
});

describe('GET /api/user/all', () => {
  let root: SignedInAgent;
  let total: number;
  let lastPage: number;

  beforeAll(async () => {
    root = await loginAs(testApp, 'root');
    // At least three pages, whatever earlier tests of this file stored.
    for (let i = 0; i < 2 * PAGE_SIZES.users + 1; i += 1) await createUser(testApp);
    [{ n: total }] = await testApp.db.select({ n: count() }).from(users);
    lastPage = Math.ceil(total / PAGE_SIZES.users);
  });

  it('answers the first page, newest first, with e-mails, to root', async () => {
    const res = await root.get('/api/user/all').expect(200);
    expect(res.body).toMatchObject({
      page: 1,
      totalPages: lastPage,
      totalMatched: total,
      pageSize: PAGE_SIZES.users,
    });
    expect(res.body.users).toHaveLength(PAGE_SIZES.users);
    expect(res.body.users.every((u: { email?: string }) => typeof u.email === 'string')).toBe(true);
    const created = res.body.users.map((u: { created: string }) => u.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('answers the next page with the next users', async () => {
    const first = await root.get('/api/user/all').query({ page: '1' }).expect(200);
    const second = await root.get('/api/user/all').query({ page: '2' }).expect(200);
    expect(second.body.page).toBe(2);
    expect(second.body.users).toHaveLength(PAGE_SIZES.users);
    const firstIds = new Set(first.body.users.map((u: { _id: string }) => u._id));
    expect(second.body.users.some((u: { _id: string }) => firstIds.has(u._id))).toBe(false);
  });

  it.each(['999', String(Number.MAX_SAFE_INTEGER)])(
    'answers page %s, past the end, as the last page',
    async (page) => {
      const res = await root.get('/api/user/all').query({ page }).expect(200);
      expect(res.body.page).toBe(lastPage);
      expect(res.body.users).toHaveLength(total - (lastPage - 1) * PAGE_SIZES.users);
    },
  );

  it.each(['0', '-3', 'abc', ''])('answers page %j as page 1', async (page) => {
    const res = await root.get('/api/user/all').query({ page }).expect(200);
    expect(res.body.page).toBe(1);
    expect(res.body.users).toHaveLength(PAGE_SIZES.users);
  });

  it.each([
    ['admin', 403],
    ['user', 403],
  ] as const)('answers %s with %i', async (role, status) => {
    await (await loginAs(testApp, role)).get('/api/user/all').expect(status);
  });

  it('answers 401 to a visitor', async () => {
    await testApp.http().get('/api/user/all').expect(401);
  });
});

describe('PATCH /api/user/:id', () => {
  let root: SignedInAgent;

  beforeAll(async () => {
    root = await loginAs(testApp, 'root');
  });

  it('gives the user a new generated username', async () => {
    const user = await createUser(testApp, { username: 'rude_name' });
    const res = await root.patch(`/api/user/${user.id}`).send({ change: 'username' }).expect(200);
    expect(res.body.username).toMatch(GENERATED_USERNAME);
    expect(res.body.email).toBe(user.email);
    expect((await storedUser(user.id)).username).toBe(res.body.username);
    await testApp.http().get('/api/user/rude_name').expect(404);
  });

  it('toggles a user to admin and back', async () => {
    const user = await loginAs(testApp, 'user');
    const promoted = await root.patch(`/api/user/${user.user.id}`).send({ change: 'admin' }).expect(200);
    expect(promoted.body.type).toBe('admin');
    expect((await user.get('/api/whoami')).body.type).toBe('admin');
    const demoted = await root.patch(`/api/user/${user.user.id}`).send({ change: 'admin' }).expect(200);
    expect(demoted.body.type).toBe('user');
    expect((await storedUser(user.user.id)).type).toBe('user');
  });

  it.each(['username', 'admin'])(
    'answers 403 for a root account (%s) and changes nothing',
    async (change) => {
      const other = await createUser(testApp, { type: 'root' });
      const res = await root.patch(`/api/user/${other.id}`).send({ change }).expect(403);
      expect(res.body.message).toBe('Root accounts cannot be changed');
      expect(await storedUser(other.id)).toMatchObject({ type: 'root', username: other.username });
    },
  );

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await root.patch(`/api/user/${id}`).send({ change: 'admin' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
    },
  );

  it.each([{}, { change: 'type' }, { change: 'admin', type: 'root' }])(
    'answers 400 and changes nothing for the body %j',
    async (body) => {
      const user = await createUser(testApp);
      await root.patch(`/api/user/${user.id}`).send(body).expect(400);
      expect(await storedUser(user.id)).toMatchObject({ type: 'user', username: user.username });
    },
  );

  it.each([['admin'], ['user']] as const)('answers 403 to %s', async (role) => {
    const target = await createUser(testApp);
    const res = await (
      await loginAs(testApp, role)
    )
      .patch(`/api/user/${target.id}`)
      .send({ change: 'admin' });
    expect(res.status).toBe(403);
    expect((await storedUser(target.id)).type).toBe('user');
  });
});

describe('GET /api/docs-json', () => {
  it('documents the account calls with their bodies and error answers', async () => {
    const { body: doc } = await testApp.http().get('/api/docs-json').expect(200);
    const paths = doc.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
    >;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/all',
        '/api/user/{username}',
        '/api/user',
        '/api/user/{id}',
        '/api/auth/providers',
        '/api/auth/oidc',
        '/api/auth/oidc/callback',
      ]),
    );
    expect(paths['/api/user'].put.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UpdateProfileDto' } } },
    });
    expect(Object.keys(paths['/api/user'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409']),
    );
    expect(Object.keys(paths['/api/user'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(Object.keys(paths['/api/user/{id}'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(Object.keys(paths['/api/user/all'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(doc.components.schemas.UpdateProfileDto.properties.bio).toMatchObject({ maxLength: 300 });
    expect(doc.components.schemas.ChangeUserDto.properties.change).toMatchObject({
      enum: ['username', 'admin', 'suspend'],
    });
    expect(doc.components.schemas.ApiErrorDto.required).toEqual(['statusCode', 'error', 'message']);
  });
});
