import { randomUUID } from 'node:crypto';

import { LIMITS, SIGNED_IN_MARKER_COOKIE } from '@reviews/libs/constants';
import type { Comment, MyStateResponse, Writeup } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';

// product.md §7: a page asks what is mine in one personal call. Each part of GET /api/me/state
// is what the single call (/api/me/likes, /ratings, /watchlist, /comments, /reports, /follows)
// answers the same member for the same ids.

let testApp: TestApp;
let as: Callers;
let other: SignedInAgent;
let reviewed: Writeup;
let listed: Writeup;
let draft: Writeup;
let thread: Comment[];
const unknownId = randomUUID();

const sorted = (ids: string[]) => [...ids].sort();
const state = (agent: SignedInAgent | Callers['visitor'], query: string) =>
  agent.get(`/api/me/state?${query}`);

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  other = await loginAs(testApp, 'user');
  reviewed = await createWriteup(testApp, { author: as.admin.user, title: 'State Reviewed' });
  listed = await createWriteup(testApp, { author: as.admin.user, title: 'State Listed', type: 'series' });
  draft = await createWriteup(testApp, { author: as.admin.user, title: 'State Draft', published: false });

  const liked = await postComment(other, reviewed._id, 'Liked by the member.');
  const reported = await postComment(other, reviewed._id, 'Reported by the member.');
  const plain = await postComment(other, reviewed._id, 'Neither liked nor reported.');
  const hidden = await postComment(as.user, reviewed._id, 'Mine, soon hidden.');
  const elsewhere = await postComment(other, listed._id, 'On another writeup, liked too.');
  await as.admin.patch(`/api/comment/${hidden._id}/visibility`).send({ hidden: true }).expect(200);
  thread = [liked, reported, plain, hidden];

  await as.user.put(`/api/writeup/${reviewed._id}/like`).expect(200);
  await as.user.put(`/api/comment/${liked._id}/like`).expect(200);
  await as.user.put(`/api/comment/${elsewhere._id}/like`).expect(200);
  await as.user.put(`/api/writeup/${reviewed._id}/rating`).send({ score: 80 }).expect(200);
  await as.user.put(`/api/watchlist/${listed._id}`).expect(200);
  await as.user.post(`/api/comment/${reported._id}/report`).send({ reason: 'Rude' }).expect(201);
  await as.user.put(`/api/user/${other.user.username}/follow`).expect(200);
});

describe('GET /api/me/state', () => {
  it('answers each part as its single call does for the same member and ids', async () => {
    const writeups = [reviewed._id, listed._id, unknownId].join(',');
    const users = [other.user.username, as.admin.user.username, 'nobody-of-that-name'].join(',');
    const res = await state(as.user, `writeups=${writeups}&thread=${reviewed._id}&users=${users}`).expect(
      200,
    );
    const body = res.body as MyStateResponse;

    const commentIds = thread.map((comment) => comment._id).join(',');
    const likes = await as.user.get(`/api/me/likes?writeups=${writeups}&comments=${commentIds}`).expect(200);
    const ratings = await as.user.get(`/api/me/ratings?writeups=${writeups}`).expect(200);
    const watchlist = await as.user.get(`/api/me/watchlist?writeups=${writeups}`).expect(200);
    const comments = await as.user.get(`/api/me/comments?writeup=${reviewed._id}`).expect(200);
    const reports = await as.user.get(`/api/me/reports?writeup=${reviewed._id}`).expect(200);
    const follows = await as.user.get(`/api/me/follows?users=${users}`).expect(200);

    expect(Object.keys(body).sort()).toEqual([
      'comments',
      'follows',
      'likes',
      'ratings',
      'reports',
      'watchlist',
    ]);
    expect({ writeups: sorted(body.likes.writeups), comments: sorted(body.likes.comments) }).toEqual({
      writeups: sorted(likes.body.writeups),
      comments: sorted(likes.body.comments),
    });
    expect(body.ratings).toEqual(ratings.body);
    expect(body.watchlist).toEqual(watchlist.body);
    expect(body.comments).toEqual(comments.body);
    expect(sorted(body.reports.comments)).toEqual(sorted(reports.body.comments));
    expect(sorted(body.follows.following)).toEqual(sorted(follows.body.following));

    // And they are not empty: the setup's likes, rating, entry, hidden comment, report and follow.
    expect(body.likes).toEqual({ writeups: [reviewed._id], comments: [thread[0]._id] });
    expect(body.ratings).toEqual({ ratings: { [reviewed._id]: 80 } });
    expect(Object.keys(body.watchlist.watchlist)).toEqual([listed._id]);
    expect(body.comments.comments.map((comment) => comment._id)).toEqual([thread[3]._id]);
    expect(body.reports).toEqual({ comments: [thread[1]._id] });
    expect(body.follows).toEqual({ following: [other.user.username] });
  });

  it('answers privately, never for a shared cache', async () => {
    const res = await state(as.user, `writeups=${reviewed._id}&thread=${reviewed._id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers every part empty when nothing is asked', async () => {
    const res = await as.user.get('/api/me/state').expect(200);
    expect(res.body).toEqual({
      likes: { writeups: [], comments: [] },
      ratings: { ratings: {} },
      watchlist: { watchlist: {} },
      comments: { comments: [] },
      reports: { comments: [] },
      follows: { following: [] },
    });
  });

  it('leaves out the thread of an unknown writeup or one the member cannot see, where /api/me/comments says 404', async () => {
    for (const id of [unknownId, draft._id]) {
      await as.user.get(`/api/me/comments?writeup=${id}`).expect(404);
      const res = await state(as.user, `thread=${id}`).expect(200);
      const body = res.body as MyStateResponse;
      expect([body.likes.comments, body.comments.comments, body.reports.comments]).toEqual([[], [], []]);
    }
  });

  it('answers only for the member who asks', async () => {
    const res = await state(other, `writeups=${reviewed._id},${listed._id}&thread=${reviewed._id}`).expect(
      200,
    );
    const body = res.body as MyStateResponse;
    expect(body.likes).toEqual({ writeups: [], comments: [] });
    expect(body.ratings).toEqual({ ratings: {} });
    expect(body.watchlist).toEqual({ watchlist: {} });
    expect(body.comments).toEqual({ comments: [] });
    expect(body.reports).toEqual({ comments: [] });
  });

  it('answers 401 to a visitor, as the other personal calls do', async () => {
    const single = await as.visitor.get(`/api/me/likes?writeups=${reviewed._id}`).expect(401);
    const res = await state(as.visitor, `writeups=${reviewed._id}`).expect(401);
    expect(res.body).toEqual(single.body);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });

  it('answers 401 to a member once suspended (their session ends)', async () => {
    const member = await loginAs(testApp, 'user');
    await state(member, `writeups=${reviewed._id}`).expect(200);
    await as.root.patch(`/api/user/${member.user.id}`).send({ change: 'suspend' }).expect(200);
    await state(member, `writeups=${reviewed._id}`).expect(401);
  });

  it('answers 400 with the single calls’ messages for ids that are no ids, too many ids or usernames', async () => {
    const many = (count: number, make: (index: number) => string) =>
      Array.from({ length: count }, (_, index) => make(index)).join(',');
    const cases: [query: string, single: string][] = [
      ['writeups=not-an-id', '/api/me/ratings?writeups=not-an-id'],
      [
        `writeups=${many(LIMITS.filmLifeAsked + 1, () => randomUUID())}`,
        `/api/me/ratings?writeups=${many(LIMITS.filmLifeAsked + 1, () => randomUUID())}`,
      ],
      [
        `users=${many(LIMITS.followsAsked + 1, (index) => `member${index}`)}`,
        `/api/me/follows?users=${many(LIMITS.followsAsked + 1, (index) => `member${index}`)}`,
      ],
    ];
    for (const [query, single] of cases) {
      const expected = await as.user.get(single).expect(400);
      const res = await state(as.user, query).expect(400);
      expect(res.body).toEqual(expected.body);
    }
    const thread = await state(as.user, 'thread=not-an-id').expect(400);
    expect(thread.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('thread') });
    const unknown = await state(as.user, 'writeup=x').expect(400);
    expect(unknown.body).toMatchObject({ statusCode: 400 });
  });

  it('takes as many ids as /api/me/ratings does', async () => {
    const ids = Array.from({ length: LIMITS.filmLifeAsked }, () => randomUUID()).join(',');
    await state(as.user, `writeups=${ids}`).expect(200);
  });
});

// product.md §14: a member's page load asks one personal call, GET /api/me/page, whose parts are
// what whoami, the unread count and GET /api/me/state answer the same member for the same query.
describe('GET /api/me/page', () => {
  const page = (agent: SignedInAgent | Callers['visitor'], query: string) =>
    agent.get(`/api/me/page${query ? `?${query}` : ''}`);

  it('answers the user as whoami, the unread count as its call and the state as /api/me/state', async () => {
    // Something unread for the member: another member follows them.
    await other.put(`/api/user/${as.user.user.username}/follow`).expect(200);
    const writeups = [reviewed._id, listed._id, unknownId].join(',');
    const users = [other.user.username, as.admin.user.username].join(',');
    const query = `writeups=${writeups}&thread=${reviewed._id}&users=${users}`;
    const res = await page(as.user, query).expect(200);

    const whoami = await as.user.get('/api/whoami').expect(200);
    const unread = await as.user.get('/api/notifications/unread-count').expect(200);
    const single = await state(as.user, query).expect(200);

    expect(Object.keys(res.body).sort()).toEqual(['state', 'unread', 'user']);
    expect(res.body.user).toEqual(whoami.body);
    expect(res.body.user).toMatchObject({ _id: as.user.user.id, username: as.user.user.username });
    expect(res.body.unread).toEqual(unread.body);
    expect(res.body.unread.count).toBeGreaterThan(0);
    expect(res.body.state).toEqual(single.body);
    expect(res.body.state.ratings).toEqual({ ratings: { [reviewed._id]: 80 } });
  });

  it('answers staff as whoami does, with their role', async () => {
    const res = await page(as.admin, '').expect(200);
    const whoami = await as.admin.get('/api/whoami').expect(200);
    expect(res.body.user).toEqual(whoami.body);
    expect(res.body.user.type).toBe('admin');
  });

  it('answers every part of the state empty when nothing is asked', async () => {
    const res = await page(other, '').expect(200);
    expect(res.body.state).toEqual((await other.get('/api/me/state').expect(200)).body);
  });

  it('answers privately and renews the signed-in marker that scripts may read', async () => {
    const res = await page(as.user, `writeups=${reviewed._id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    const marker = cookies.find((cookie) => cookie.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));
    expect(marker).toMatch(new RegExp(`^${SIGNED_IN_MARKER_COOKIE}=1; Max-Age=2592000; Path=/;`));
    expect(marker).not.toMatch(/HttpOnly/i);
  });

  it('answers 401 to a visitor as /api/me/state does, and sets no marker', async () => {
    const single = await state(as.visitor, `writeups=${reviewed._id}`).expect(401);
    const res = await page(as.visitor, `writeups=${reviewed._id}`).expect(401);
    expect(res.body).toEqual(single.body);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 as /api/me/state does for bad ids', async () => {
    for (const query of ['writeups=not-an-id', 'thread=not-an-id', 'writeup=x']) {
      const single = await state(as.user, query).expect(400);
      const res = await page(as.user, query).expect(400);
      expect(res.body).toEqual(single.body);
    }
  });
});

describe('the signed-in marker', () => {
  const markerOf = (cookies: string[] | string | undefined) =>
    [cookies ?? []].flat().find((cookie) => cookie.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));

  it('is set at sign-in, readable by scripts, and cleared at sign-out', async () => {
    const member = await createUser(testApp, { type: 'user' });
    const agent = testApp.http();
    const login = await agent
      .post('/api/login')
      .send({ emailOrUsername: member.email, password: member.password, type: 'email' })
      .expect(200);
    const set = markerOf(login.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${SIGNED_IN_MARKER_COOKIE}=1; Max-Age=2592000; Path=/;.*SameSite=Lax`));
    expect(set).not.toMatch(/HttpOnly/i);
    const logout = await agent.post('/api/logout').expect(200);
    expect(markerOf(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${SIGNED_IN_MARKER_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`),
    );
    await agent.get('/api/me/page').expect(401);
  });
});
