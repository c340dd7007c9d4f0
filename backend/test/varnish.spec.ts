import { request as httpRequest } from 'node:http';

import { Controller, Get, Module } from '@nestjs/common';

import { Public } from '../src/common/auth.decorators';
import { PublicRead } from '../src/http-cache/public-read.decorator';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { freePort, Varnish } from './support/varnish';

// The reference deployment on this machine (product.md §7): the real Varnish with
// deploy/varnish/default.vcl in front of two app instances on one database, the instances
// purging it by surrogate key. Reads go through Varnish as a visitor's would; writes go to
// either instance. varnishd must be installed (CI installs Debian's varnish): without it this
// file fails.

let varnish: Varnish;
let first: TestApp;
let second: TestApp;
let admin: SignedInAgent;
let root: SignedInAgent;
let review: { _id: string; slug: string };

/** Releases the answer of GET /api/test/slow-read; set while one is held. */
let releaseSlowRead: (() => void) | undefined;

/** A public read that answers when the test says: one being fetched while a write purges. */
@Controller('test')
class SlowReadController {
  @Get('slow-read')
  @Public()
  @PublicRead({ query: [], keys: () => ['writeups'] })
  async slowRead(): Promise<{ read: string }> {
    const read = new Date().toISOString();
    await new Promise<void>((resolve) => (releaseSlowRead = resolve));
    return { read };
  }
}

@Module({ controllers: [SlowReadController] })
class SlowReadModule {}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** A visitor's GET through Varnish. */
async function read(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${varnish.url}${path}`, { headers });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, headers: res.headers, text, body: json ? JSON.parse(text) : undefined };
}

/**
 * Reads /api/test/slow-read through Varnish, running `meanwhile` while the app holds the answer
 * (if the read reaches the app: a hit does not).
 */
async function slowRead(meanwhile?: () => Promise<void>): Promise<Answer> {
  let answered = false;
  const answer = read('/api/test/slow-read').finally(() => (answered = true));
  while (!releaseSlowRead && !answered) await new Promise((resolve) => setTimeout(resolve, 10));
  await meanwhile?.();
  releaseSlowRead?.();
  releaseSlowRead = undefined;
  return answer;
}

const fromCache = (answer: Answer) => answer.headers.get('x-cache') === 'HIT';

/**
 * Reads `path` until Varnish answers it from its cache. The second read is a hit, unless the
 * repeated purge of an earlier test's write (REPURGE_DELAY_MS after it) came in between.
 */
async function cached(path: string): Promise<Answer> {
  let answer = await read(path);
  for (let reads = 1; !fromCache(answer) && reads < 4; reads++) answer = await read(path);
  expect(fromCache(answer)).toBe(true);
  return answer;
}

const listing = '/api/writeup/listings?page=1&sort=new';
const lookupPath = (slug: string) => `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;
const titles = (answer: Answer) =>
  (answer.body as { writeups: { title: string }[] }).writeups.map((w) => w.title);

/** A PURGE sent from `localAddress` (127.0.0.2 is loopback too, but not in the purge ACL). */
function purgeFrom(localAddress: string, keys: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: varnish.port,
        method: 'PURGE',
        path: '/',
        localAddress,
        headers: { 'X-Purge-Keys': keys },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode as number);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  varnish = new Varnish(await freePort());
  const options = { env: { CACHE_PURGE_URLS: `${varnish.url}/` }, imports: [SlowReadModule] };
  first = await createTestApp(options);
  second = await createTestApp(options);
  const backends = [];
  for (const instance of [first, second]) {
    await instance.app.listen(0, '127.0.0.1');
    backends.push({
      host: '127.0.0.1',
      port: (instance.app.getHttpServer().address() as { port: number }).port,
    });
  }
  await varnish.start(backends);
  admin = await loginAs(second, 'admin');
  root = await loginAs(first, 'root');
  const created = await createWriteup(first, { author: admin.user, title: 'Through The Cache' });
  review = { _id: created._id, slug: created.slug as string };
}, 120_000);

afterAll(async () => {
  await varnish?.stop();
});

describe("visitors' reads", () => {
  it('are answered by Varnish once it holds them, with their age', async () => {
    const answer = await cached(listing);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('age')).toMatch(/^\d+$/);
    expect(answer.headers.get('surrogate-key')).toBeNull();
    expect(titles(answer)).toContain('Through The Cache');
  });

  it('include server-rendered pages', async () => {
    const answer = await cached(`/review/${review.slug}`);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('after a write, the next read through Varnish shows it', () => {
  it('a comment', async () => {
    const path = `/api/comment/${review._id}`;
    await cached(path);
    const listingBefore = await cached(listing);
    const member = await loginAs(second, 'user');
    await postComment(member, review._id, 'Seen through Varnish');
    const after = await read(path);
    expect(after.text).toContain('Seen through Varnish');
    // Only what the comment changed was purged.
    const listingAfter = await read(listing);
    expect(fromCache(listingAfter)).toBe(true);
    expect(listingAfter.text).toBe(listingBefore.text);
  });

  it('an edit', async () => {
    await cached(lookupPath(review.slug));
    await admin
      .patch('/api/writeup/')
      .send({ _id: review._id, rating: 12, content: 'Changed my mind.' })
      .expect(200);
    const after = await read(lookupPath(review.slug));
    expect(after.body).toMatchObject({ rating: 12, content: 'Changed my mind.' });
  });

  it('a delete', async () => {
    const doomed = await createWriteup(first, { author: admin.user, title: 'Here Today' });
    expect(titles(await cached(listing))).toContain('Here Today');
    await cached(lookupPath(doomed.slug as string));
    await root.delete(`/api/review/${doomed._id}`).expect(200);
    expect(titles(await read(listing))).not.toContain('Here Today');
    expect((await read(lookupPath(doomed.slug as string))).status).toBe(404);
  });

  it('a rename of a commenter', async () => {
    const commenter = await loginAs(first, 'user');
    await postComment(commenter, review._id, 'Who said that?');
    const path = `/api/comment/${review._id}`;
    expect((await cached(path)).text).toContain(commenter.user.username);
    const renamed = await root
      .patch(`/api/user/${commenter.user.id}`)
      .send({ change: 'username' })
      .expect(200);
    const after = await read(path);
    expect(after.text).toContain(renamed.body.username);
    expect(after.text).not.toContain(`"${commenter.user.username}"`);
  });

  it('a promotion', async () => {
    const member = await loginAs(second, 'user');
    const path = `/api/user/${member.user.username}`;
    expect((await cached(path)).body).toMatchObject({ type: 'user' });
    await root.patch(`/api/user/${member.user.id}`).send({ change: 'admin' }).expect(200);
    expect((await read(path)).body).toMatchObject({ type: 'admin' });
  });

  it('an answer that was being fetched from the old data while the write purged', async () => {
    const old = await slowRead(async () => {
      await postComment(await loginAs(first, 'user'), review._id, 'Committed mid-read');
    });
    expect(old.headers.get('cache-control')).toMatch(/^public/);
    // Not kept: the next read goes to the app again.
    expect(fromCache(await slowRead())).toBe(false);
  });

  it('a scheduled writeup, at its time, with no write', async () => {
    const publishAt = Date.now() + 3_000;
    const created = await admin.post('/api/writeup/').send({ type: 'movie' }).expect(201);
    await admin
      .patch('/api/writeup/')
      .send({
        _id: created.body._id,
        title: 'Right On Schedule',
        releaseYear: 2016,
        content: 'Worth the wait.',
        image: '/demo-images/banner.svg',
        poster: '/demo-images/poster.svg',
        director: 'Denis Villeneuve',
        mpaa: 'PG-13',
        genre: ['Sci-Fi'],
        rating: 90,
        runtime: 116,
        draft: false,
        visibleAfter: new Date(publishAt).toISOString(),
      })
      .expect(200);
    expect(titles(await cached(listing))).not.toContain('Right On Schedule');

    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now() + 200));
    expect(titles(await read(listing))).toContain('Right On Schedule');
  });
});

describe('what Varnish never stores or lets clients steer', () => {
  it("a signed-in person's own answers: never kept, never given to visitors", async () => {
    const member = await createUser(first, { type: 'user' });
    const signIn = await fetch(`${varnish.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: member.email, password: member.password, type: 'email' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
    // Members' public reads are visitors' (varnish-members.spec.ts); whoami is their own.
    const path = '/api/whoami';
    for (let reads = 0; reads < 2; reads++) {
      const signedIn = await read(path, { Cookie: cookie });
      expect(fromCache(signedIn)).toBe(false);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      expect(signedIn.body).toMatchObject({ email: member.email });
    }
    expect((await read(path)).text).toBe('null');
  });

  it('junk query parameters: refused by the app, and no entry made', async () => {
    await cached(listing);
    const stored = varnish.storedAllocations();
    for (let i = 0; i < 5; i++) {
      const junk = await read(`${listing}&buster=${i}`);
      expect(junk.status).toBe(400);
      expect(fromCache(junk)).toBe(false);
    }
    // Entries may expire meanwhile, never appear.
    expect(varnish.storedAllocations()).toBeLessThanOrEqual(stored);
  });

  it('parameters a page does not read, and their order, do not make new entries', async () => {
    await cached('/search?query=cache&page=1');
    expect(fromCache(await read('/search?utm_source=mail&page=1&query=cache&fbclid=x'))).toBe(true);
  });

  it('client cache directives, other cookies and host names do not bypass or split the cache', async () => {
    await cached(listing);
    expect(fromCache(await read(listing, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' }))).toBe(true);
    expect(fromCache(await read(listing, { Cookie: 'theme=dark; _ga=1' }))).toBe(true);
    expect(fromCache(await read(listing, { Host: 'evil.example' }))).toBe(true);
  });

  it('purges: only by PURGE from an allowed address, never by a header on a read', async () => {
    await cached(listing);
    await read(listing, { 'X-Purge-Keys': 'writeups' });
    expect(fromCache(await read(listing))).toBe(true);
    expect(await purgeFrom('127.0.0.2', 'writeups')).toBe(403);
    expect(fromCache(await read(listing))).toBe(true);
    expect(await purgeFrom('127.0.0.1', 'writeups')).toBe(200);
    expect(fromCache(await read(listing))).toBe(false);
  });
});

describe('Varnish down', () => {
  it('costs the writes a bounded wait, never their success', async () => {
    await varnish.stop();
    const member = await loginAs(first, 'user');
    const started = Date.now();
    await postComment(member, review._id, 'Nobody is caching');
    expect(Date.now() - started).toBeLessThan(2_500);
    await admin.patch('/api/writeup/').send({ _id: review._id, rating: 40 }).expect(200);
    const res = await first.http().get(`/api/comment/${review._id}`).expect(200);
    expect(res.text).toContain('Nobody is caching');
  });
});
