import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type { Response } from 'supertest';

import { PublicationClock } from '../src/http-cache/publication-clock';
import { SHARED_MAX_AGE_S } from '../src/http-cache/shared-lifetime';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';
import { purgesSettled } from './support/purges';

// Standard HTTP caching (product.md §7): what any shared cache in front of the app is told by the
// headers of each answer, and which surrogate keys the app purges after each write. Varnish
// itself, in front of two instances, is in varnish.spec.ts.

let testApp: TestApp;
let as: Callers;
let cache: PurgeReceiver;
let review: { _id: string; slug: string };

const SHARED = new RegExp(`^public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}$`);
/** Answers that carry like counts, which may lag by LIKE_COUNT_LAG_S at most (product.md §12). */
const SHARED_WITH_COUNTS = new RegExp(`^public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}$`);
const SHARED_EITHER = new RegExp(`^public, max-age=0, s-maxage=(${SHARED_MAX_AGE_S}|${LIKE_COUNT_LAG_S})$`);
const lookupPath = (slug: string) => `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;
const surrogateKeys = (res: Response) => String(res.headers['surrogate-key']).split(' ').sort();

function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['surrogate-key']).toBeUndefined();
}

/**
 * The keys the app purged for `write`: received before its answer, as they must be. Each write's
 * keys are purged again a little later (REPURGE_DELAY_MS); tests of purges wait those out first.
 */
async function purgedBy(write: () => Promise<unknown>): Promise<string[]> {
  // An earlier write's repeat purge, arriving late, is not this write's.
  await purgesSettled(testApp);
  const before = cache.purges.length;
  await write();
  return cache.keysSince(before).sort();
}

const repurgesDone = () => purgesSettled(testApp);

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { CACHE_PURGE_URLS: cache.url } });
  as = await callers(testApp);
  const created = await createWriteup(testApp, { author: as.admin.user, title: 'Header Feature' });
  review = { _id: created._id, slug: created.slug as string };
});

afterAll(() => cache.stop());

describe("a visitor's public reads", () => {
  it('may be kept by shared caches, revalidated by browsers, and vary on encoding and cookie', async () => {
    const res = await as.visitor.get('/api/writeup/listings?page=1&sort=new').expect(200);
    expect(res.headers['cache-control']).toMatch(SHARED_WITH_COUNTS);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(surrogateKeys(res)).toEqual(['writeups']);
  });

  it('answer 304 without a body when If-None-Match names the current ETag', async () => {
    const path = `/api/comment/${review._id}`;
    const first = await testApp.http().get(path).expect(200);
    const again = await testApp.http().get(path).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    await postComment(as.user, review._id, 'Changes the ETag');
    const changed = await testApp.http().get(path).set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('name what they were built from in Surrogate-Key', async () => {
    const commenter = await createUser(testApp, { type: 'user' });
    const writeup = await createWriteup(testApp, { author: as.admin.user });
    await postComment(await loginAs(testApp, commenter), writeup._id, 'Hi');

    const detail = await testApp
      .http()
      .get(lookupPath(writeup.slug as string))
      .expect(200);
    expect(surrogateKeys(detail)).toEqual([`user:${as.admin.user.id}`, `writeup:${writeup._id}`]);
    const comments = await testApp.http().get(`/api/comment/${writeup._id}`).expect(200);
    expect(surrogateKeys(comments)).toEqual([`comments:${writeup._id}`, `user:${commenter.id}`]);
    const profile = await testApp.http().get(`/api/user/${commenter.username}`).expect(200);
    expect(surrogateKeys(profile)).toEqual([
      `user:${commenter.id}`,
      `username:${commenter.username.toLowerCase()}`,
    ]);
    const stats = await testApp.http().get('/api/getSiteStats').expect(200);
    expect(surrogateKeys(stats)).toEqual(['stats']);
    const search = await testApp.http().get('/api/search?search=Header').expect(200);
    expect(surrogateKeys(search)).toEqual(['users', 'writeups']);
  });

  it("file a profile page also under its username, which the member's profile changes purge", async () => {
    const res = await testApp.http().get(`/profile/${as.user.user.username}`).expect(200);
    const username = `username:${as.user.user.username.toLowerCase()}`;
    expect(surrogateKeys(res)).toEqual(['pages', username]);
    const keys = await purgedBy(() =>
      as.user
        .put('/api/user/')
        .send({
          username: as.user.user.username,
          bio: 'A new bio for the page head',
          picture: 'https://images.example.com/me.png',
          watching: 'w',
          favoriteMovie: 'm',
          favoriteShow: 's',
        })
        .expect(200),
    );
    expect(keys).toContain(username);
  });

  it('include the server-rendered pages and documents', async () => {
    // The sitemap names public lists too: a list's visibility change purges it.
    for (const [path, keys] of [
      ['/', ['pages']],
      ['/sitemap.xml', ['lists', 'pages']],
    ] as const) {
      const res = await testApp.http().get(path).expect(200);
      expect(res.headers['cache-control']).toMatch(SHARED);
      expect(surrogateKeys(res)).toEqual(keys);
      await testApp.http().get(path).set('If-None-Match', res.headers.etag).expect(304);
    }
  });

  it('of a writeup page include those of the writeup answer it carries, and its lifetime', async () => {
    const path = `/review/${review.slug}`;
    const res = await testApp.http().get(path).expect(200);
    const filter = encodeURIComponent(JSON.stringify({ slug: review.slug, includeRank: true }));
    const read = await testApp.http().get(`/api/writeup?filter=${filter}`).expect(200);
    expect(surrogateKeys(read)).toEqual([`user:${as.admin.user.id}`, `writeup:${review._id}`, 'writeups']);
    expect(surrogateKeys(res)).toEqual(['pages', ...surrogateKeys(read)].sort());
    expect(res.headers['cache-control']).toMatch(SHARED_WITH_COUNTS);
    expect(res.headers['cache-control']).toBe(read.headers['cache-control']);
    await testApp.http().get(path).set('If-None-Match', res.headers.etag).expect(304);
  });
});

describe("members' public reads", () => {
  const publicReads = () => [
    '/api/writeup/listings?page=1&sort=new',
    lookupPath(review.slug),
    `/api/comment/${review._id}`,
    '/api/search?search=Header',
    '/api/search/all?search=Header&page=1',
    '/api/writeup/leaderboard?type=all',
    `/api/writeup/user/${as.admin.user.username}`,
    '/api/getSiteStats',
    `/api/user/${as.user.user.username}`,
    '/',
    `/review/${review.slug}`,
    '/settings',
  ];

  it("are a visitor's: the same headers, ETag and body", async () => {
    await postComment(as.user, review._id, "Mine and everyone else's");
    for (const path of publicReads()) {
      const visitor = await as.visitor.get(path).expect(200);
      const member = await as.user.get(path).expect(200);
      expect(member.headers['cache-control']).toMatch(SHARED_EITHER);
      for (const header of ['cache-control', 'etag', 'vary', 'surrogate-key', 'content-type']) {
        expect([path, header, member.headers[header]]).toEqual([path, header, visitor.headers[header]]);
      }
      expect(member.text).toBe(visitor.text);
    }
  });

  it('leave out what is only theirs: no e-mail on their own profile', async () => {
    const res = await as.user.get(`/api/user/${as.user.user.username}`).expect(200);
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('emailVerified');
    const search = await as.user.get(`/api/search?search=${as.user.user.username}`).expect(200);
    expect(JSON.stringify(search.body)).not.toContain(as.user.user.email);
  });
});

describe('answers no shared cache may keep', () => {
  it("are staff's answers, public reads included, and every signed-in person's other calls", async () => {
    for (const staff of [as.admin, as.root]) {
      expectPrivate(await staff.get('/api/writeup/listings?page=1').expect(200));
      expectPrivate(await staff.get(`/api/comment/${review._id}`).expect(200));
      expectPrivate(await staff.get(lookupPath(review.slug)).expect(200));
      expectPrivate(await staff.get('/api/whoami').expect(200));
    }
    expectPrivate(await as.user.get('/api/whoami').expect(200));
    expectPrivate(await as.root.get('/api/user/all').expect(200));
    expectPrivate(await as.admin.get('/api/writeup/drafts').expect(200));
    expectPrivate(await as.admin.get(`/api/writeup/fetch/${review._id}`).expect(200));
  });

  it('are the console pages, and a random writeup and health', async () => {
    // A member is shown the reader site's not-found page there.
    expectPrivate(await as.user.get('/post/review').expect(404));
    expectPrivate(await as.admin.get('/post/review').expect(200));
    expectPrivate(await as.visitor.get('/api/writeup/random').expect(200));
    expectPrivate(await as.visitor.get('/api/health').expect(200));
  });

  it('are errors, also of public reads', async () => {
    expectPrivate(await as.visitor.get(lookupPath('no-such-review')).expect(404));
    expectPrivate(await as.visitor.get('/api/comment/not-an-id').expect(404));
    expectPrivate(await as.visitor.get('/api/nothing/here').expect(404));
  });
});

describe('GET /api/whoami', () => {
  it('answers a visitor (no session cookie) a null shared caches keep, filed under no key', async () => {
    const res = await as.visitor.get('/api/whoami').expect(200);
    expect(res.text).toBe('null');
    expect(res.headers['cache-control']).toMatch(SHARED);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['surrogate-key']).toBeUndefined();
    await as.visitor.get('/api/whoami').set('If-None-Match', res.headers.etag).expect(304);
  });

  it('refuses query parameters, which would only give shared caches more copies of null', async () => {
    const res = await as.visitor.get('/api/whoami?v=1').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Unknown query parameter v: this address takes no query parameters',
    });
    expect(res.headers['cache-control']).not.toMatch(SHARED);
  });

  it('answers a session cookie, valid or not, privately', async () => {
    const member = await as.user.get('/api/whoami').expect(200);
    expect(member.body).toMatchObject({ _id: as.user.user.id, email: as.user.user.email });
    expectPrivate(member);
    const stale = await testApp.http().get('/api/whoami').set('Cookie', 'sid=s%3Agone.nope').expect(200);
    expect(stale.text).toBe('null');
    expectPrivate(stale);
  });
});

describe('the staff marker cookie', () => {
  /** The Set-Cookie of the `staff` cookie in an answer, if any. */
  const markerOf = (res: Response): string | undefined =>
    ([res.headers['set-cookie'] ?? []].flat() as string[]).find((cookie) => cookie.startsWith('staff='));
  const sessionCookieOf = (res: Response): string =>
    ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('sid='))!.split(';')[0];
  const signIn = async (user: { email: string | null; password: string }) =>
    testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: user.email, password: user.password, type: 'email' })
      .expect(200);

  it('is set when staff sign in, for as long as the session, and only for them', async () => {
    for (const type of ['admin', 'root'] as const) {
      const marker = markerOf(await signIn(await createUser(testApp, { type })));
      expect(marker).toMatch(/^staff=1; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    }
    const member = await createUser(testApp, { type: 'user' });
    expect(markerOf(await signIn(member))).toBeUndefined();
    // One left in the browser by an earlier staff session goes.
    const afterStaff = await testApp
      .http()
      .post('/api/login')
      .set('Cookie', 'staff=1')
      .send({ emailOrUsername: member.email, password: member.password, type: 'email' })
      .expect(200);
    expect(markerOf(afterStaff)).toMatch(/^staff=;/);
    const registered = await testApp
      .http()
      .post('/api/register')
      .send({ email: 'new-member@example.com', password: 'long-enough-password', type: 'email' })
      .expect(201);
    expect(markerOf(registered)).toBeUndefined();
  });

  it('is cleared at logout and at account deletion', async () => {
    const admin = await loginAs(testApp, 'admin');
    expect(markerOf(await admin.post('/api/logout').expect(200))).toMatch(
      /^staff=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    const member = await loginAs(testApp, 'user');
    expect(markerOf(await member.delete('/api/user/').expect(200))).toMatch(/^staff=;/);
  });

  it('is repaired for a staff session without it, on any call and on a console page', async () => {
    const session = sessionCookieOf(await signIn(await createUser(testApp, { type: 'admin' })));
    const read = await testApp.http().get('/api/writeup/listings?page=1').set('Cookie', session).expect(200);
    expect(markerOf(read)).toMatch(/^staff=1;/);
    expectPrivate(read);
    const page = await testApp.http().get('/post/review').set('Cookie', session).expect(200);
    expect(markerOf(page)).toMatch(/^staff=1;/);
    const marked = await testApp.http().get('/api/whoami').set('Cookie', `${session}; staff=1`).expect(200);
    expect(markerOf(marked)).toBeUndefined();
  });

  it("is cleared for anyone else's session that carries it, and that answer is private", async () => {
    const session = sessionCookieOf(await signIn(await createUser(testApp, { type: 'user' })));
    const read = await testApp
      .http()
      .get('/api/writeup/listings?page=1')
      .set('Cookie', `${session}; staff=1`)
      .expect(200);
    expect(markerOf(read)).toMatch(/^staff=;/);
    expectPrivate(read);
    const gone = await testApp
      .http()
      .get('/api/whoami')
      .set('Cookie', 'sid=s%3Agone.nope; staff=1')
      .expect(200);
    expect(markerOf(gone)).toMatch(/^staff=;/);
    // Without a session cookie nobody knows who asks: a visitor's answer, the cookie left alone.
    const lone = await testApp
      .http()
      .get('/api/writeup/listings?page=1')
      .set('Cookie', 'staff=1')
      .expect(200);
    expect(markerOf(lone)).toBeUndefined();
    expect(lone.headers['cache-control']).toMatch(SHARED_WITH_COUNTS);
  });

  it('follows a promotion and a demotion', async () => {
    const member = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${member.user.id}`).send({ change: 'admin' }).expect(200);
    expect(markerOf(await member.get('/api/whoami').expect(200))).toMatch(/^staff=1;/);
    await as.root.patch(`/api/user/${member.user.id}`).send({ change: 'admin' }).expect(200);
    expect(markerOf(await member.get('/api/whoami').expect(200))).toMatch(/^staff=;/);
  });
});

describe('unknown query parameters', () => {
  it.each([
    `/api/comment/{id}?cachebuster=1`,
    '/api/writeup/listings?page=1&sort=new&junk=x',
    '/api/search?search=Header&x=1',
    '/api/getSiteStats?nocache=1',
    '/api/announcement?page=1&limit=5&utm_source=mail',
  ])('answer 400 before any handler runs: %s', async (template) => {
    const res = await as.visitor.get(template.replace('{id}', review._id)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(/Unknown query parameter/);
    expectPrivate(res);
  });

  it('answer 400 to signed-in readers too', async () => {
    await as.user.get(`/api/user/${as.user.user.username}?x=1`).expect(400);
  });
});

describe('purges after writes', () => {
  beforeEach(repurgesDone);

  it("a comment purges its writeup's comments and the counts, never the listings", async () => {
    const keys = await purgedBy(() => postComment(as.user, review._id, 'Purge me'));
    expect(keys).toEqual([`comments:${review._id}`, 'roundups', 'stats']);
  });

  it("an edit of a comment purges only that writeup's comments", async () => {
    const comment = await postComment(as.user, review._id, 'Typo');
    const keys = await purgedBy(() =>
      as.user.patch(`/api/comment/${comment._id}`).send({ content: 'Fixed' }).expect(200),
    );
    expect(keys).toEqual([`comments:${review._id}`]);
  });

  it("a reply purges its writeup's comments and the counts, like any comment", async () => {
    const comment = await postComment(as.user, review._id, 'Start a thread');
    const keys = await purgedBy(() =>
      as.root.post(`/api/comment/${review._id}`).send({ content: 'Reply', replyTo: comment._id }).expect(201),
    );
    expect(keys).toEqual([`comments:${review._id}`, 'roundups', 'stats']);
  });

  it('a like or its taking back purges nothing (counts may lag, product.md §12)', async () => {
    const comment = await postComment(as.user, review._id, 'Like me');
    // The comment's own re-purge must not land among the likes' (a like now writes a notification too).
    await repurgesDone();
    const keys = await purgedBy(async () => {
      await as.root.put(`/api/comment/${comment._id}/like`).expect(200);
      await as.root.delete(`/api/comment/${comment._id}/like`).expect(200);
      await as.user.put(`/api/writeup/${review._id}/like`).expect(200);
      await as.user.delete(`/api/writeup/${review._id}/like`).expect(200);
    });
    expect(keys).toEqual([]);
  });

  it("a deleted comment purges its writeup's comments and the counts", async () => {
    const comment = await postComment(as.user, review._id, 'Regret');
    const keys = await purgedBy(() => as.root.delete(`/api/comment/${comment._id}`).expect(200));
    expect(keys).toEqual([`comments:${review._id}`, 'roundups', 'stats']);
  });

  it('an edit of a writeup purges it, its comments, the listings, stats and pages', async () => {
    const keys = await purgedBy(() =>
      as.admin.patch('/api/writeup/').send({ _id: review._id, rating: 55 }).expect(200),
    );
    expect(keys).toEqual([`comments:${review._id}`, 'pages', 'stats', `writeup:${review._id}`, 'writeups']);
  });

  it("saves of a draft (the editor's autosaves) purge nothing: no shared answer shows drafts", async () => {
    const draft = await createWriteup(testApp, { author: as.admin.user, published: false });
    const keys = await purgedBy(() =>
      as.admin.patch('/api/writeup/').send({ _id: draft._id, title: 'Still a draft' }).expect(200),
    );
    expect(keys).toEqual([]);
  });

  it('a deleted writeup purges the same', async () => {
    const doomed = await createWriteup(testApp, { author: as.admin.user });
    const keys = await purgedBy(() => as.root.delete(`/api/review/${doomed._id}`).expect(200));
    expect(keys).toEqual([`comments:${doomed._id}`, 'pages', 'stats', `writeup:${doomed._id}`, 'writeups']);
  });

  it("a member's rename purges their answers under both names and the account lists", async () => {
    const member = await createUser(testApp, { type: 'user' });
    let renamed = '';
    const keys = await purgedBy(async () => {
      renamed = (await as.root.patch(`/api/user/${member.id}`).send({ change: 'username' }).expect(200)).body
        .username;
    });
    expect(keys).toEqual(
      [
        `user:${member.id}`,
        // Threads with too many commenters to name each show the member under this key.
        'crowd',
        `username:${member.username.toLowerCase()}`,
        `username:${renamed.toLowerCase()}`,
        'users',
      ].sort(),
    );
  });

  it("an author's promotion or rename also purges the writeups, announcements and pages that name them", async () => {
    const keys = await purgedBy(() =>
      as.root.patch(`/api/user/${as.admin.user.id}`).send({ change: 'username' }).expect(200),
    );
    expect(keys).toEqual(
      expect.arrayContaining([`user:${as.admin.user.id}`, 'writeups', 'announcements', 'pages']),
    );
  });

  it('an announcement purges the announcements and stats', async () => {
    const keys = await purgedBy(() =>
      as.admin.post('/api/announcement').send({ title: 'News', content: 'Fresh' }).expect(201),
    );
    expect(keys).toEqual(['announcements', 'stats']);
  });

  it('a write that fails purges nothing', async () => {
    const keys = await purgedBy(() =>
      as.user.post(`/api/comment/${review._id}`).send({ content: '' }).expect(400),
    );
    expect(keys).toEqual([]);
  });
});

describe('scheduled publication', () => {
  it('bounds the shared lifetime by the next publication and purges at its time', async () => {
    const publishAt = Date.now() + 3_000;
    const scheduled = await createWriteup(testApp, {
      author: as.admin.user,
      scheduledFor: new Date(publishAt),
    });
    // Written past the API (no purge, no refresh): the clock learns it as another instance would.
    await testApp.app.get(PublicationClock).refresh();

    const res = await as.visitor.get('/api/writeup/listings?page=1').expect(200);
    const sharedAge = Number(/s-maxage=(\d+)/.exec(res.headers['cache-control'])?.[1]);
    expect(sharedAge).toBeLessThanOrEqual(3);

    const before = cache.purges.length;
    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now() + 300));
    expect(cache.keysSince(before)).toEqual(expect.arrayContaining([`writeup:${scheduled._id}`, 'writeups']));
  });
});

describe('when the shared cache is down or failing', () => {
  it('retries a purge the cache refused', async () => {
    let refusals = 1;
    cache.status = () => (refusals-- > 0 ? 503 : 200);
    const before = cache.purges.length;
    await postComment(as.user, review._id, 'Retried');
    cache.status = () => 200;
    expect(cache.purges.length - before).toBeGreaterThanOrEqual(2);
    expect(cache.purges[before + 1].keys).toContain(`comments:${review._id}`);
    const metrics = (await testApp.http().get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/^http_cache_purges_total\{outcome="retried"\} [1-9]/m);
  });

  it('answers a write after a bounded wait when the cache is slow', async () => {
    // A cache that takes far longer than any wait the app allows: the write is answered while
    // its purge is still unanswered.
    cache.delayMs = 60_000;
    await postComment(as.user, review._id, 'Slow cache');
    expect(cache.unanswered).toBeGreaterThan(0);
    cache.delayMs = 0;
  });

  it('still takes writes, within a bounded wait, when no cache answers', async () => {
    const unreachable = await createTestApp({ env: { CACHE_PURGE_URLS: 'http://127.0.0.1:9/' } });
    const member = await loginAs(unreachable, 'user');
    const writeup = await createWriteup(unreachable, { author: as.admin.user });
    await postComment(member, writeup._id, 'Nobody listens');
    const res = await unreachable.http().get(`/api/comment/${writeup._id}`).expect(200);
    expect(res.text).toContain('Nobody listens');
    await unreachable.close();
  });
});
