import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';

import { notificationEvents, users, writeupLikes } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';

let testApp: TestApp;
let as: Callers;
let writeupId: string;
let commentId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  writeupId = (await createWriteup(testApp, { author: as.admin.user, title: 'Arrival' }))._id;
  commentId = (await postComment(as.admin, writeupId, 'First!'))._id;
});

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends a request over a raw socket: the head, then (unless `waitForContinue`) the whole body
 * without reading anything first, as a naive client does; answers what came back before the
 * connection closed (or the first complete answer).
 */
function rawRequest(
  head: string,
  body: Buffer,
  options: { waitForContinue?: boolean; timeoutMs?: number } = {},
): Promise<RawAnswer & { continued: boolean; writeError?: string }> {
  return listeningPort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        let writeError: string | undefined;
        let continued = false;
        const timer = setTimeout(() => finish(), options.timeoutMs ?? 20_000);
        const finish = () => {
          clearTimeout(timer);
          socket.destroy();
          const text = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
          continued = received.startsWith('HTTP/1.1 100');
          const [rawHead = '', ...rest] = text.split('\r\n\r\n');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(rawHead)?.[1] ?? 0);
          resolve({ status, head: rawHead, body: rest.join('\r\n\r\n'), continued, writeError });
        };
        socket.on('error', (error) => {
          writeError = (error as NodeJS.ErrnoException).code;
          finish();
        });
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
          const text = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
          const length = /content-length: (\d+)/i.exec(text)?.[1];
          const split = text.indexOf('\r\n\r\n');
          if (length !== undefined && split !== -1 && text.length >= split + 4 + Number(length)) finish();
        });
        socket.on('close', () => finish());
        socket.on('connect', () => {
          socket.write(head);
          if (options.waitForContinue) return;
          // Reads nothing until the whole body is written, as a naive client does.
          socket.pause();
          void writeSlowly(socket, body).then(
            () => socket.resume(),
            () => finish(),
          );
        });
        if (!testApp) reject(new Error('no app'));
      }),
  );
}

/** Writes a body 1 MB at a time, a few milliseconds apart, as a client on a real network does. */
async function writeSlowly(socket: Socket, body: Buffer): Promise<void> {
  for (let offset = 0; offset < body.length; offset += 1024 * 1024) {
    await new Promise<void>((resolve, reject) =>
      socket.write(body.subarray(offset, offset + 1024 * 1024), (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('1. multipart bodies only where uploads are', () => {
  const boundary = '----hardening4';
  const multipart = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;

  it('answers 415 to a multipart like, and likes nothing', async () => {
    const res = await as.user
      .put(`/api/writeup/${writeupId}/like`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(multipart({ liked: 'true' }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as application/json',
    });
    const likes = await testApp.db.select().from(writeupLikes).where(eq(writeupLikes.writeupId, writeupId));
    expect(likes).toEqual([]);
  });

  it('answers 415 to a multipart "mark notifications read", and marks nothing', async () => {
    await as.user
      .post(`/api/comment/${writeupId}`)
      .send({ content: 'Reply bait', replyTo: commentId })
      .expect(201);
    const unread = () =>
      testApp.db
        .select()
        .from(notificationEvents)
        .where(eq(notificationEvents.recipientId, as.admin.user.id));
    const before = await unread();
    expect(before.some((row) => !row.read)).toBe(true);
    const res = await as.admin
      .post('/api/notifications/read')
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(multipart({ ids: 'x' }));
    expect(res.status).toBe(415);
    expect(await unread()).toEqual(before);
  });

  it('refuses a huge multipart body on a JSON route before reading it', async () => {
    const cookie = await sessionCookie(as.user);
    // Answered at all: the 300 MB it announced are never sent.
    const answer = await rawRequest(
      `PUT /api/writeup/${writeupId}/like HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\n`,
      Buffer.from(multipart({ liked: 'true' })),
    );
    expect(answer.status).toBe(415);
  });

  it('still takes multipart at POST /api/media', async () => {
    const res = await as.admin
      .post('/api/media')
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(multipart({ purpose: 'poster' }));
    // Read as multipart: the upload lacks its file (400), which is not a refusal of the type.
    expect(res.status).toBe(400);
  });
});

/** The `sid=` cookie an agent sends. */
async function sessionCookie(agent: SignedInAgent): Promise<string> {
  const login = await testApp
    .http()
    .post('/api/login')
    .send({ emailOrUsername: agent.user.email, password: agent.user.password, type: 'email' })
    .expect(200);
  return ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('sid='))!
    .split(';')[0];
}

describe('2. null is bad input on every writeable route', () => {
  type Sweep = [
    string,
    'post' | 'put' | 'patch',
    () => string,
    () => TestAgent,
    () => Record<string, unknown>,
  ];
  const sweeps: Sweep[] = [
    [
      'preferences',
      'put',
      () => '/api/user/preferences',
      () => as.user,
      () => ({ watchlistPublic: true, emailDigest: 'off' }),
    ],
    [
      'profile',
      'put',
      () => '/api/user/',
      () => as.user,
      () => ({
        username: as.user.user.username,
        watching: 'a',
        favoriteMovie: 'b',
        favoriteShow: 'c',
        bio: 'd',
        picture: '',
      }),
    ],
    ['avatar', 'put', () => '/api/user/avatar', () => as.user, () => ({ picture: '' })],
    [
      'user change',
      'patch',
      () => `/api/user/${as.user.user.id}`,
      () => as.root,
      () => ({ change: 'username' }),
    ],
    [
      'login',
      'post',
      () => '/api/login',
      () => testApp.http(),
      () => ({
        emailOrUsername: 'a@example.com',
        email: 'a@example.com',
        password: 'wrong-password',
        type: 'email',
      }),
    ],
    [
      'register',
      'post',
      () => '/api/register',
      () => testApp.http(),
      () => ({
        emailOrUsername: 'n@example.com',
        email: 'n@example.com',
        password: 'long-enough-password',
        type: 'email',
      }),
    ],
    ['new writeup', 'post', () => '/api/writeup/', () => as.admin, () => ({ type: 'movie' })],
    [
      'watchlist mark',
      'patch',
      () => `/api/watchlist/${writeupId}`,
      () => as.user,
      () => ({ watched: true }),
    ],
    ['notifications read', 'post', () => '/api/notifications/read', () => as.user, () => ({ ids: [] })],
    [
      'unsubscribe',
      'post',
      () => '/api/notifications/unsubscribe',
      () => testApp.http(),
      () => ({ token: 'x' }),
    ],
    ['report', 'post', () => `/api/comment/${commentId}/report`, () => as.user, () => ({ reason: 'rude' })],
    [
      'visibility',
      'patch',
      () => `/api/comment/${commentId}/visibility`,
      () => as.admin,
      () => ({ hidden: false }),
    ],
    [
      'new comment',
      'post',
      () => `/api/comment/${writeupId}`,
      () => as.user,
      () => ({ content: 'Hi', replyTo: commentId, spoiler: false }),
    ],
    ['comment edit', 'patch', () => `/api/comment/${commentId}`, () => as.admin, () => ({ content: 'Hi' })],
    [
      'announcement',
      'post',
      () => '/api/announcement/',
      () => as.admin,
      () => ({ title: 'T', content: 'C' }),
    ],
    ['rating', 'put', () => `/api/writeup/${writeupId}/rating`, () => as.user, () => ({ score: 7 })],
    [
      'password reset',
      'post',
      () => '/api/auth/password-reset',
      () => testApp.http(),
      () => ({ email: 'a@example.com' }),
    ],
    [
      'reset confirm',
      'post',
      () => '/api/auth/password-reset/confirm',
      () => testApp.http(),
      () => ({ token: 'x', password: 'long-enough-password' }),
    ],
    ['verify email', 'post', () => '/api/auth/verify-email', () => testApp.http(), () => ({ token: 'x' })],
    [
      'cancel email change',
      'post',
      () => '/api/auth/email-change/cancel',
      () => testApp.http(),
      () => ({ token: 'x' }),
    ],
    [
      'password',
      'put',
      () => '/api/user/password',
      () => as.user,
      () => ({ currentPassword: 'wrong-password', newPassword: 'long-enough-password' }),
    ],
    [
      'email',
      'put',
      () => '/api/user/email',
      () => as.user,
      () => ({ email: 'new@example.com', currentPassword: 'wrong-password' }),
    ],
  ];

  it.each(sweeps)(
    '%s: each field sent as null answers 400 with a message and changes nothing',
    async (_name, method, path, agent, body) => {
      const before = await testApp.db.select().from(users).orderBy(users.id);
      for (const field of Object.keys(body())) {
        const caller = agent();
        const res = await caller[method](path()).send({ ...body(), [field]: null });
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(typeof res.body.message).toBe('string');
      }
      expect(await testApp.db.select().from(users).orderBy(users.id)).toEqual(before);
    },
  );

  it('a writeup save with null fields never answers 500', async () => {
    const fields = [
      'title',
      'headline',
      'runtime',
      'season',
      'releaseYear',
      'mpaa',
      'director',
      'genre',
      'poster',
      'image',
      'posterFocus',
      'imageFocus',
      'tags',
      'collections',
      'rating',
      'content',
      'notes',
      'visibleAfter',
      'updated',
      'draft',
      'publishNow',
      'autosave',
    ];
    for (const field of fields) {
      const res = await as.admin.patch('/api/writeup/').send({ _id: writeupId, [field]: null });
      expect({ field, status: res.status < 500 }).toEqual({ field, status: true });
    }
  });
});

describe('7. a readable 413 for any client', () => {
  const TWENTY_MB = Buffer.alloc(20 * 1024 * 1024, 'a');
  const json = Buffer.concat([Buffer.from('{"content":"'), TWENTY_MB, Buffer.from('"}')]);

  it('answers 413 to a Node client that writes the whole 20 MB body before reading', async () => {
    const port = await listeningPort();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `/api/comment/${writeupId}`,
          headers: { 'Content-Type': 'application/json', 'Content-Length': json.length },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      void (async () => {
        for (let offset = 0; offset < json.length; offset += 1024 * 1024) {
          req.write(json.subarray(offset, offset + 1024 * 1024));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        req.end();
      })();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large (at most 1 MB)',
    });
  });

  it('answers 413 to a raw client writing the whole body, whatever it reads', async () => {
    const answer = await rawRequest(
      `POST /api/comment/${writeupId} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n`,
      json,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413 });
  });

  it('refuses by Content-Length before 100 Continue', async () => {
    const answer = await rawRequest(
      `POST /api/comment/${writeupId} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${json.length}\r\n\r\n`,
      json,
      { waitForContinue: true },
    );
    expect(answer.continued).toBe(false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413 });
  });

  it('still sends 100 Continue to a body within the limit', async () => {
    const small = Buffer.from('{"content":"Fine words."}');
    const port = await listeningPort();
    const answer = await new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/whoami',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': small.length,
          Expect: '100-continue',
        },
      });
      req.on('continue', () => {
        continued = true;
        req.end(small);
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ continued, status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
    });
    expect(answer.continued).toBe(true);
  });
});

describe('6. no Set-Cookie on a shareable answer', () => {
  it("a member's public reads carry no Set-Cookie; personal calls keep the session alive", async () => {
    const cookie = await sessionCookie(as.user);
    for (const path of ['/api/writeup/listings', `/api/comment/${writeupId}`, '/api/announcement/']) {
      const res = await testApp.http().get(path).set('Cookie', cookie).expect(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect({ path, setCookie: res.headers['set-cookie'] }).toEqual({ path, setCookie: undefined });
    }
    const personal = await testApp
      .http()
      .get('/api/notifications/unread-count')
      .set('Cookie', cookie)
      .expect(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    const refreshed = ([] as string[]).concat(personal.headers['set-cookie'] ?? []);
    expect(
      refreshed.find((line) => line.startsWith(`${cookie};`) || line.startsWith(`${cookie.split('=')[0]}=`)),
    ).toMatch(/Expires=/);
    await testApp
      .http()
      .get('/api/whoami')
      .set('Cookie', cookie)
      .expect(200)
      .expect((res) => {
        expect(res.body).toMatchObject({ username: as.user.user.username });
      });
  });
});

describe('3. roundups keep hidden comments hidden', () => {
  it("a member's roundup lists no writeup whose only comment of theirs is hidden, until it is restored", async () => {
    const member = await loginAs(testApp, await createUser(testApp));
    const other = (await createWriteup(testApp, { author: as.admin.user, title: 'Solaris' }))._id;
    const own = await postComment(member, other, 'Slow and wonderful.');
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const roundup = async () => {
      const res = await testApp
        .http()
        .get(`/api/writeup/roundup/${member.user.username}`)
        .query({ start, end })
        .expect(200);
      return (res.body.commented as Array<{ _id: string }>).map((card) => card._id);
    };
    expect(await roundup()).toEqual([other]);

    await as.admin.patch(`/api/comment/${own._id}/visibility`).send({ hidden: true }).expect(200);
    expect(await roundup()).toEqual([]);
    const mine = await member
      .get(`/api/writeup/roundup/${member.user.username}`)
      .query({ start, end })
      .expect(200);
    expect(mine.body.commented).toEqual([]);

    await as.admin.patch(`/api/comment/${own._id}/visibility`).send({ hidden: false }).expect(200);
    expect(await roundup()).toEqual([other]);
  });
});

/** The port the app listens on (listening first if no request has yet). */
async function listeningPort(): Promise<number> {
  const server = testApp.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export { createUser, loginAs };

describe("9. members' markdown embeds no images", () => {
  it("renders an image in a member's comment as a link to its address, never an <img>", async () => {
    const posted = await postComment(
      as.user,
      writeupId,
      'See ![my pixel](https://tracker.example/p.gif) here',
    );
    const { body } = await testApp.http().get(`/api/comment/${writeupId}`).expect(200);
    const comment = (body as { _id: string; contentHtml: string }[]).find(({ _id }) => _id === posted._id);
    expect(comment?.contentHtml).not.toMatch(/<img/i);
    expect(comment?.contentHtml).toContain('<a href="https://tracker.example/p.gif"');
    expect(comment?.contentHtml).toContain('>my pixel</a>');
  });
});
