import type { Comment, Writeup } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { daysFromNow, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent, type TestUser } from './support/factories';
import { freePort, Varnish } from './support/varnish';

// Members read at cache speed too (product.md §7): through the real Varnish with
// deploy/varnish/default.vcl, a member's public reads and page loads are answered from the same
// entries as visitors', their personal calls reach the app with their session, staff (marked by
// the staff cookie) always reach the app, and nothing personal reaches anyone else.

let varnish: Varnish;
let app: TestApp;
let admin: SignedInAgent;
let root: SignedInAgent;
let review: Writeup;
let scheduled: Writeup;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** A GET through Varnish, with the cookies given (none: a visitor). */
async function read(path: string, cookie?: string): Promise<Answer> {
  const res = await fetch(`${varnish.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, headers: res.headers, text, body: json ? JSON.parse(text) : undefined };
}

const fromCache = (answer: Answer) => answer.headers.get('x-cache') === 'HIT';

/** Signs in through Varnish like a browser; answers the cookies it was given, as a Cookie header. */
async function signIn(user: TestUser): Promise<string> {
  const res = await fetch(`${varnish.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: user.email, password: user.password, type: 'email' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Reads `path` as a visitor until Varnish holds it (the repeated purge of an earlier write may
 * drop an entry once), then answers what the cache holds.
 */
async function cachedForVisitors(path: string): Promise<Answer> {
  let answer = await read(path);
  for (let reads = 1; !fromCache(answer) && reads < 4; reads++) answer = await read(path);
  expect([path, fromCache(answer)]).toEqual([path, true]);
  return answer;
}

const lookupPath = (slug: string | null) =>
  `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;
const listing = '/api/writeup/listings?page=1&sort=new';
const titles = (answer: Answer) =>
  (answer.body as { writeups: { title: string }[] }).writeups.map((writeup) => writeup.title);

beforeAll(async () => {
  varnish = new Varnish(await freePort(), await freePort());
  app = await createTestApp({ env: { CACHE_PURGE_URLS: varnish.purgeUrl } });
  await app.app.listen(0, '127.0.0.1');
  const { port } = app.app.getHttpServer().address() as { port: number };
  await varnish.start([{ host: '127.0.0.1', port }]);
  admin = await loginAs(app, 'admin');
  root = await loginAs(app, 'root');
  review = await createWriteup(app, {
    author: admin.user,
    title: 'Members Welcome',
    notes: 'Only for the staff',
  });
  scheduled = await createWriteup(app, {
    author: admin.user,
    title: 'Not Out Yet',
    scheduledFor: daysFromNow(2),
  });
}, 120_000);

afterAll(async () => {
  await varnish?.stop();
});

describe("a member's public reads", () => {
  it('are answered from the entries visitors filled: listing, writeup, comments, search, leaderboard, stats, profile, pages', async () => {
    const member = await createUser(app, { type: 'user' });
    await postComment(await loginAs(app, member), review._id, 'Cached for everyone');
    const cookie = await signIn(member);
    for (const path of [
      listing,
      lookupPath(review.slug),
      `/api/comment/${review._id}`,
      '/api/search?search=Members',
      '/api/search/all?search=Members&page=1',
      '/api/writeup/leaderboard?type=all',
      '/api/getSiteStats',
      `/api/user/${member.username}`,
      `/api/writeup/user/${admin.user.username}`,
      '/',
      `/review/${review.slug}`,
    ]) {
      const visitors = await cachedForVisitors(path);
      const members = await read(path, cookie);
      expect([path, fromCache(members)]).toEqual([path, true]);
      expect(members.text).toBe(visitors.text);
    }
  });

  it("fill the entries visitors then get: a member's miss is stored", async () => {
    const cookie = await signIn(await createUser(app, { type: 'user' }));
    const path = `/api/writeup/leaderboard?type=movie&page=1`;
    let first = await read(path, cookie);
    // A purge of an earlier test's write may come in between once.
    if (fromCache(first)) first = await read(path, cookie);
    const visitor = await read(path);
    expect(fromCache(visitor)).toBe(true);
    expect(visitor.text).toBe(first.text);
  });

  it('keep out what is theirs alone: no e-mail on their own profile, no hidden comment of theirs', async () => {
    const member = await createUser(app, { type: 'user' });
    const hidden = await postComment(await loginAs(app, member), review._id, 'Hidden, but mine');
    await admin.patch(`/api/comment/${hidden._id}/visibility`).send({ hidden: true }).expect(200);
    const cookie = await signIn(member);

    const profile = await read(`/api/user/${member.username}`, cookie);
    expect(profile.body).not.toHaveProperty('email');
    const list = await read(`/api/comment/${review._id}`, cookie);
    expect(list.text).not.toContain(hidden._id);
    // Their own call reaches the app with their session, past the cache.
    for (let reads = 0; reads < 2; reads++) {
      const mine = await read(`/api/me/comments?writeup=${review._id}`, cookie);
      expect(mine.status).toBe(200);
      expect(fromCache(mine)).toBe(false);
      expect((mine.body as { comments: Comment[] }).comments.map((comment) => comment._id)).toEqual([
        hidden._id,
      ]);
    }
    // Nobody else gets it through the cache.
    const other = await signIn(await createUser(app, { type: 'user' }));
    for (const who of [undefined, other]) {
      expect((await read(`/api/comment/${review._id}`, who)).text).not.toContain(hidden._id);
    }
    expect((await read(`/api/me/comments?writeup=${review._id}`, other)).body).toEqual({ comments: [] });
    // The page's one personal call (GET /api/me/state) passes the cache the same way.
    for (let reads = 0; reads < 2; reads++) {
      const state = await read(`/api/me/state?thread=${review._id}`, cookie);
      expect(state.status).toBe(200);
      expect(fromCache(state)).toBe(false);
      expect(
        (state.body as { comments: { comments: Comment[] } }).comments.comments.map((comment) => comment._id),
      ).toEqual([hidden._id]);
    }
    const theirs = await read(`/api/me/state?thread=${review._id}`, other);
    expect((theirs.body as { comments: { comments: Comment[] } }).comments).toEqual({ comments: [] });
  });
});

describe('whoami through Varnish', () => {
  it("is a cached null for visitors, and the member's own answer for a member", async () => {
    const visitor = await cachedForVisitors('/api/whoami');
    expect(visitor.text).toBe('null');
    const member = await createUser(app, { type: 'user' });
    const cookie = await signIn(member);
    for (let reads = 0; reads < 2; reads++) {
      const mine = await read('/api/whoami', cookie);
      expect(fromCache(mine)).toBe(false);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.body).toMatchObject({ _id: member.id, email: member.email });
    }
  });
});

describe("staff's reads", () => {
  it('always reach the app: an admin sees scheduled writeups and notes through Varnish, never from the cache', async () => {
    const cookie = await signIn(await createUser(app, { type: 'admin' }));
    expect(cookie).toMatch(/(^|; )staff=1(;|$)/);
    await cachedForVisitors(listing);
    for (let reads = 0; reads < 2; reads++) {
      const list = await read(listing, cookie);
      expect(fromCache(list)).toBe(false);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      expect(titles(list)).toContain('Not Out Yet');
      const detail = await read(lookupPath(review.slug), cookie);
      expect(fromCache(detail)).toBe(false);
      expect(detail.body).toMatchObject({ notes: 'Only for the staff' });
    }
  });

  it('are never given to members or visitors', async () => {
    const staff = await signIn(await createUser(app, { type: 'root' }));
    const path = lookupPath(review.slug);
    const listPath = '/api/writeup/listings?page=1&sort=old';
    expect(titles(await read(listPath, staff))).toContain('Not Out Yet');
    expect(await read(path, staff)).toMatchObject({ body: { notes: 'Only for the staff' } });
    const member = await signIn(await createUser(app, { type: 'user' }));
    for (const who of [undefined, member]) {
      expect(titles(await read(listPath, who))).not.toContain('Not Out Yet');
      expect((await read(path, who)).body).not.toHaveProperty('notes');
      expect((await read(lookupPath(scheduled.slug), who)).status).toBe(404);
    }
  });

  it('reach the app for a session older than the staff marker, from the console page on', async () => {
    const user = await createUser(app, { type: 'admin' });
    const session = (await signIn(user))
      .split('; ')
      .filter((cookie) => cookie.startsWith('sid='))
      .join('; ');
    const page = await fetch(`${varnish.url}/post/review`, { headers: { Cookie: session } });
    expect(page.headers.getSetCookie().some((cookie) => cookie.startsWith('staff=1;'))).toBe(true);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const list = await read(listing, `${session}; staff=1`);
    expect(titles(list)).toContain('Not Out Yet');
  });

  it('a promoted member gets the marker from the next call of their own, and staff answers after', async () => {
    const member = await createUser(app, { type: 'user' });
    const cookie = await signIn(member);
    expect(titles(await read(listing, cookie))).not.toContain('Not Out Yet');
    await root.patch(`/api/user/${member.id}`).send({ change: 'admin' }).expect(200);
    const whoami = await fetch(`${varnish.url}/api/whoami`, { headers: { Cookie: cookie } });
    expect(whoami.headers.getSetCookie().some((set) => set.startsWith('staff=1;'))).toBe(true);
    expect(titles(await read(listing, `${cookie}; staff=1`))).toContain('Not Out Yet');
  });
});

describe('a suspended account', () => {
  it("gets nothing of its own: its session is a visitor's, its staff marker is taken back", async () => {
    const suspendedAdmin = await createUser(app, { type: 'admin' });
    const cookie = await signIn(suspendedAdmin);
    expect(cookie).toMatch(/staff=1/);
    await root.patch(`/api/user/${suspendedAdmin.id}`).send({ change: 'suspend' }).expect(200);

    const whoami = await read('/api/whoami', cookie);
    expect(whoami.text).toBe('null');
    expect(fromCache(whoami)).toBe(false);
    expect((await read(`/api/me/comments?writeup=${review._id}`, cookie)).status).toBe(401);
    expect((await read(`/api/me/state?thread=${review._id}`, cookie)).status).toBe(401);
    const list = await fetch(`${varnish.url}${listing}`, { headers: { Cookie: cookie } });
    const body = (await list.json()) as { writeups: { title: string }[] };
    expect(body.writeups.map((writeup) => writeup.title)).not.toContain('Not Out Yet');
    expect(list.headers.getSetCookie().some((set) => set.startsWith('staff=;'))).toBe(true);
  });
});
