import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';

// The shared response cache answers visitors' public reads before Express. What a client sees
// must not change: the same bytes and headers as the app's own answer, and never an answer the
// site's data (changed through any instance, or by a scheduled publication) has outdated.

let first: TestApp;
let second: TestApp;
let as: Callers;
let secondAdmin: SignedInAgent;
let secondRoot: SignedInAgent;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  as = await callers(first);
  secondAdmin = await loginAs(second, 'admin');
  secondRoot = await loginAs(second, 'root');
});

/** A counter of the app's /metrics, e.g. `http_response_cache_total{outcome="hit"}`. */
async function metric(app: TestApp, series: string): Promise<number> {
  const text = (await app.http().get('/metrics').expect(200)).text;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const hits = (app: TestApp = first) => metric(app, 'http_response_cache_total{outcome="hit"}');
const fills = (app: TestApp = first) => metric(app, 'http_response_cache_total{outcome="fill"}');

/** How many of the requests `run` makes were answered from the cache. */
async function hitsDuring(run: () => Promise<unknown>, app: TestApp = first): Promise<number> {
  const before = await hits(app);
  await run();
  return (await hits(app)) - before;
}

/** The headers a client sees, less those that differ on every request (and framing, if asked). */
function comparableHeaders(res: Response, withoutFraming = false): Record<string, unknown> {
  const {
    date: _date,
    'x-request-id': _id,
    'content-length': length,
    'transfer-encoding': framing,
    ...rest
  } = res.headers as Record<string, unknown>;
  return withoutFraming ? rest : { ...rest, 'content-length': length, 'transfer-encoding': framing };
}

const listing = '/api/writeup/listings?page=1&sort=new';
const titles = (res: Response) => (res.body.writeups as { title: string }[]).map((w) => w.title);
const lookupPath = (slug: string) => `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;

/** Reads `path` as a visitor until it comes from the cache; answers the two answers. */
async function missThenHit(path: string, agent: () => TestAgent = () => first.http()) {
  const miss = await agent().get(path).expect(200);
  const before = await hits();
  const hit = await agent().get(path).expect(200);
  expect((await hits()) - before).toBe(1);
  return { miss, hit };
}

describe('answers from the cache', () => {
  let writeupId: string;

  beforeAll(async () => {
    const writeup = await createWriteup(first, { author: as.admin.user, title: 'Cached Feature' });
    writeupId = writeup._id;
    await postComment(as.user, writeupId, 'First!');
  });

  it('gives a visitor the same bytes and headers as the app, security headers included', async () => {
    const { miss, hit } = await missThenHit(`/api/comment/${writeupId}`);
    expect(hit.text).toBe(miss.text);
    expect(comparableHeaders(hit)).toEqual(comparableHeaders(miss));
    expect(hit.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.any(String),
      etag: miss.headers.etag,
      'x-request-id': expect.any(String),
    });
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
  });

  it.each(['gzip', 'br', 'deflate'])(
    'compresses with %s when the app would, to the same content and headers',
    async (encoding) => {
      // Page size 20 of long writeups: well over compression's 1 KB threshold.
      for (let i = 0; i < 3; i++)
        await createWriteup(first, { author: as.admin.user, content: 'word '.repeat(200) });
      const path = `/api/writeup/listings?page=1&sort=old`;
      const withEncoding = () => first.http().set('Accept-Encoding', encoding);
      const { miss, hit } = await missThenHit(
        path,
        () => ({ get: (p: string) => withEncoding().get(p) }) as TestAgent,
      );
      expect(miss.headers['content-encoding']).toBe(encoding);
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.text).toBe(miss.text);
      expect(comparableHeaders(hit, true)).toEqual(comparableHeaders(miss, true));
    },
  );

  it('answers HEAD from the cache with the headers of the app', async () => {
    const path = '/api/announcement?limit=5';
    const appHead = await first.http().head(path).expect(200);
    await first.http().get(path).expect(200);
    let cachedHead: Response | undefined;
    expect(await hitsDuring(async () => (cachedHead = await first.http().head(path).expect(200)))).toBe(1);
    expect(cachedHead?.text ?? '').toBe('');
    expect(comparableHeaders(cachedHead as Response)).toEqual(comparableHeaders(appHead));
  });

  it('answers 304 to a matching If-None-Match as the app does', async () => {
    const path = `/api/comment/${writeupId}`;
    const { etag } = (await first.http().get(path).expect(200)).headers;
    // A write elsewhere outdates the cached answer (its body stays the same): the app answers.
    await as.admin.post('/api/announcement/').send({ title: 'Elsewhere', content: 'News' }).expect(201);
    let appAnswer: Response | undefined;
    expect(
      await hitsDuring(
        async () => (appAnswer = await first.http().get(path).set('If-None-Match', etag).expect(304)),
      ),
    ).toBe(0);
    await first.http().get(path).expect(200);
    let cached: Response | undefined;
    expect(
      await hitsDuring(
        async () => (cached = await first.http().get(path).set('If-None-Match', etag).expect(304)),
      ),
    ).toBe(1);
    expect(cached?.text).toBe('');
    expect(comparableHeaders(cached as Response)).toEqual(comparableHeaders(appAnswer as Response));
    expect(cached?.headers.etag).toBe(etag);
    expect(cached?.headers['content-type']).toBeUndefined();
  });

  it('answers 200 with the body to an If-None-Match naming another version', async () => {
    const path = `/api/comment/${writeupId}`;
    const { text } = await first.http().get(path).expect(200);
    const res = await first.http().get(path).set('If-None-Match', 'W/"something-else"').expect(200);
    expect(res.text).toBe(text);
  });

  it('counts hits in the request metrics of their route', async () => {
    const series = 'http_requests_total{method="GET",route="/api/comment/:writeupId",status="200"}';
    await first.http().get(`/api/comment/${writeupId}`).expect(200);
    const before = await metric(first, series);
    expect(await hitsDuring(() => first.http().get(`/api/comment/${writeupId}`).expect(200))).toBe(1);
    expect(await metric(first, series)).toBe(before + 1);
  });
});

describe('what is never answered from the cache', () => {
  it('never answers a signed-in reader, nor keeps what they were answered', async () => {
    const scheduled = await createWriteup(first, {
      author: as.admin.user,
      title: 'Not Yet Out',
      scheduledFor: new Date(Date.now() + 60 * 60 * 1000),
    });
    const fillsBefore = await fills();
    const adminView = await as.admin.get(listing).expect(200);
    expect(titles(adminView)).toContain(scheduled.title);
    expect(await fills()).toBe(fillsBefore);

    const { hit } = await missThenHit(listing);
    expect(titles(hit)).not.toContain(scheduled.title);

    const signedIn = await hitsDuring(async () => {
      expect(titles(await as.admin.get(listing).expect(200))).toContain(scheduled.title);
      await as.user.get(listing).expect(200);
    });
    expect(signedIn).toBe(0);
  });

  it('never answers a request carrying a session cookie, even an unknown one', async () => {
    await first.http().get(listing).expect(200);
    const answered = await hitsDuring(() =>
      first.http().get(listing).set('Cookie', 'theme=dark; sid=s%3Aunknown').expect(200),
    );
    expect(answered).toBe(0);
  });

  it('never keeps a random writeup, an error or a signed-out whoami', async () => {
    await createWriteup(first, { author: as.admin.user, title: 'Randomly Chosen' });
    const fillsBefore = await fills();
    const answered = await hitsDuring(async () => {
      for (let i = 0; i < 2; i++) {
        await first.http().get('/api/writeup/random').expect(200);
        await first.http().get('/api/whoami').expect(200);
        await first.http().get(lookupPath('no-such-writeup')).expect(404);
        await first.http().get('/api/search?search=ab').expect(400);
      }
    });
    expect(answered).toBe(0);
    expect(await fills()).toBe(fillsBefore);
  });
});

describe('cached answers after writes through another instance', () => {
  let review: { _id: string; slug: string; title: string };

  beforeAll(async () => {
    const created = await createWriteup(first, { author: as.admin.user, title: 'Shared Truth' });
    review = { _id: created._id, slug: created.slug as string, title: created.title as string };
  });

  it('shows a comment posted through another instance', async () => {
    const path = `/api/comment/${review._id}`;
    await missThenHit(path);
    const member = await loginAs(second, 'user');
    await postComment(member, review._id, 'Seen everywhere');
    const res = await first.http().get(path).expect(200);
    expect(res.body.map((comment: { content: string }) => comment.content)).toContain('Seen everywhere');
  });

  it('shows an edit made through another instance', async () => {
    await missThenHit(lookupPath(review.slug));
    const edited = await createWriteup(second, { author: secondAdmin.user, title: 'Edited Later' });
    await missThenHit(lookupPath(edited.slug as string));
    await secondAdmin
      .patch('/api/writeup/')
      .send({ _id: edited._id, rating: 12, content: 'Changed my mind.' })
      .expect(200);
    const res = await first
      .http()
      .get(lookupPath(edited.slug as string))
      .expect(200);
    expect(res.body).toMatchObject({ rating: 12, content: 'Changed my mind.' });
  });

  it('shows a writeup published through another instance, and drops a deleted one', async () => {
    await missThenHit(listing);
    const published = await createWriteup(second, { author: secondAdmin.user, title: 'Fresh Off The Press' });
    expect(titles(await first.http().get(listing).expect(200))).toContain('Fresh Off The Press');

    await missThenHit(lookupPath(published.slug as string));
    await secondRoot.delete(`/api/review/${published._id}`).expect(200);
    expect(titles(await first.http().get(listing).expect(200))).not.toContain('Fresh Off The Press');
    await first
      .http()
      .get(lookupPath(published.slug as string))
      .expect(404);
  });

  it('shows an announcement posted through another instance', async () => {
    const path = '/api/announcement?page=1';
    await missThenHit(path);
    await secondAdmin
      .post('/api/announcement/')
      .send({ title: 'Hot News', content: 'Read all about it' })
      .expect(201);
    const res = await first.http().get(path).expect(200);
    expect(res.body.announcements[0]).toMatchObject({ title: 'Hot News' });
  });

  it("shows a commenter's new username and avatar, changed through another instance", async () => {
    const commenter = await loginAs(first, 'user');
    await postComment(commenter, review._id, 'Who said that?');
    const path = `/api/comment/${review._id}`;
    const authorOf = (res: Response) =>
      (res.body as { content: string; user: { username: string; avatar: string | null } }[]).find(
        (comment) => comment.content === 'Who said that?',
      )?.user;
    const { hit } = await missThenHit(path);
    expect(authorOf(hit)?.username).toBe(commenter.user.username);

    const renamed = await secondRoot
      .patch(`/api/user/${commenter.user.id}`)
      .send({ change: 'username' })
      .expect(200);
    expect(authorOf(await first.http().get(path).expect(200))?.username).toBe(renamed.body.username);

    await missThenHit(path);
    const picture = 'https://images.example.com/me.png';
    await commenter
      .put('/api/user/')
      .send({
        username: renamed.body.username,
        picture,
        bio: 'b',
        watching: 'w',
        favoriteMovie: 'm',
        favoriteShow: 's',
      })
      .expect(200);
    expect(authorOf(await first.http().get(path).expect(200))?.avatar).toBe(picture);
  });

  it("shows a promotion on the user's cached profile", async () => {
    const member = await loginAs(first, 'user');
    const path = `/api/user/${member.user.username}`;
    const { hit } = await missThenHit(path);
    expect(hit.body.type).toBe('user');
    await secondRoot.patch(`/api/user/${member.user.id}`).send({ change: 'admin' }).expect(200);
    expect((await first.http().get(path).expect(200)).body.type).toBe('admin');
  });

  it('drops the comments of a deleted account', async () => {
    const leaver = await loginAs(second, 'user');
    await postComment(leaver, review._id, 'Goodbye all');
    const path = `/api/comment/${review._id}`;
    const { hit } = await missThenHit(path);
    expect(hit.text).toContain('Goodbye all');
    await leaver.delete('/api/user/').expect(200);
    expect((await first.http().get(path).expect(200)).text).not.toContain('Goodbye all');
  });
});

describe('cached answers and scheduled publishing', () => {
  it('shows a scheduled writeup in a cached listing once its time comes, with no write', async () => {
    const publishAt = new Date(Date.now() + 2_500);
    await createWriteup(second, {
      author: secondAdmin.user,
      title: 'Right On Schedule',
      scheduledFor: publishAt,
    });
    const { hit } = await missThenHit(listing);
    expect(titles(hit)).not.toContain('Right On Schedule');

    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 50));
    for (const instance of [first, second]) {
      expect(titles(await instance.http().get(listing).expect(200))).toContain('Right On Schedule');
    }
  });
});
