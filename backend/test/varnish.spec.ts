import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { Controller, Get, Module, Param, Req, Res } from '@nestjs/common';
import { count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../src/common/auth.decorators';
import { type Database } from '../src/database/database';
import { InjectDatabase } from '../src/database/database.tokens';
import { comments, users } from '../src/database/schema';
import { CachePurger, REPURGE_DELAY_MS } from '../src/http-cache/cache-purger';
import { PublicRead } from '../src/http-cache/public-read.decorator';
import { SurrogateKeys } from '../src/http-cache/surrogate-keys';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { freePort, Varnish } from './support/varnish';

// The reference deployment on this machine (product.md §7): the real Varnish with
// deploy/varnish/default.vcl in front of two app instances on one database, the instances
// purging it by surrogate key on its purge listener. Reads go through Varnish's public listener
// as a visitor's would; writes go to either instance. varnishd and varnish-modules must be
// installed (CI installs them): without them this file fails.

let varnish: Varnish;
let first: TestApp;
let second: TestApp;
let admin: SignedInAgent;
let root: SignedInAgent;
let review: { _id: string; slug: string };

/** Releases the answer of GET /api/test/slow-comments/:id; set while one is held. */
let releaseSlowRead: (() => void) | undefined;
/** Requests the app received for the test routes below. */
let fetches = 0;
let slowPrivateInFlight = 0;
let slowPrivateMostInFlight = 0;
const SLOW_MS = 400;
/** A hashed build file and a demo image, served by both instances. */
const ASSET_NAME = 'entry-3f2a9c.js';
const ASSET = 'console.log("built once");';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Routes whose timing or headers the tests control, beside the real ones. */
@Controller('test')
class CacheTierTestController {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Counts a writeup's comments, then answers when the test says: a read in flight during a write. */
  @Get('slow-comments/:writeupId')
  @Public()
  @PublicRead({ keys: (_answer, req) => [SurrogateKeys.comments(String(req.params.writeupId))] })
  async slowComments(@Param('writeupId') writeupId: string): Promise<{ comments: number }> {
    const [row] = await this.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.writeupId, writeupId));
    await new Promise<void>((resolve) => (releaseSlowRead = resolve));
    return { comments: row.n };
  }

  /** A slow answer that must not be kept. */
  @Get('slow-private')
  @Public()
  async slowPrivate(): Promise<{ ok: true }> {
    slowPrivateInFlight++;
    slowPrivateMostInFlight = Math.max(slowPrivateMostInFlight, slowPrivateInFlight);
    await sleep(SLOW_MS);
    slowPrivateInFlight--;
    return { ok: true };
  }

  /** A slow answer shared for one second, numbered by fetch. */
  @Get('short-lived')
  @Public()
  async shortLived(@Res({ passthrough: true }) res: FastifyReply): Promise<{ fetch: number }> {
    const fetch = ++fetches;
    await sleep(SLOW_MS);
    // On the Node response, where the app's own caching headers are (app.setup.ts).
    res.raw.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1');
    res.raw.setHeader('Surrogate-Key', 'short-lived');
    return { fetch };
  }

  /** Tells which encodings the app was offered, in an answer long enough to be worth compressing. */
  @Get('encoding')
  @Public()
  @PublicRead({ keys: () => ['encoding'] })
  encoding(@Req() req: FastifyRequest): { acceptEncoding: string | null; filler: string } {
    return { acceptEncoding: req.headers['accept-encoding'] ?? null, filler: 'cache '.repeat(500) };
  }
}

@Module({ controllers: [CacheTierTestController] })
class CacheTierTestModule {}

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
 * Reads `path` (a slow-comments one) through Varnish, running `meanwhile` while the app holds
 * the answer (if the read reaches the app: a hit does not).
 */
async function slowRead(path: string, meanwhile?: () => Promise<void>): Promise<Answer> {
  let answered = false;
  const answer = read(path).finally(() => (answered = true));
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
  for (let reads = 1; !fromCache(answer) && reads < 8; reads++) answer = await read(path);
  // The last answer's status and headers, to tell why when it never was a hit.
  expect({
    path,
    hit: fromCache(answer),
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
  }).toMatchObject({ hit: true });
  return answer;
}

/**
 * Whether Varnish answers `variant` from the entry of `path`. The repeated purge of an earlier
 * test's write may land between the two reads: when `path` itself is gone too, the pair is read
 * again; when `path` is still kept, the variant really went its own way.
 */
async function sharesEntry(path: string, variant: string, headers: Record<string, string> = {}) {
  for (let tries = 0; tries < 3; tries++) {
    await cached(path);
    if (fromCache(await read(variant, headers))) return true;
    if (fromCache(await read(path))) return false;
  }
  return false;
}

const listing = '/api/writeup/listings?page=1&sort=new';
const lookupPath = (slug: string) => `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;
const titles = (answer: Answer) =>
  (answer.body as { writeups: { title: string }[] }).writeups.map((w) => w.title);

/** A request with its raw answer (no decompression), on Varnish's public or purge listener. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  port = varnish.port,
): Promise<{ status: number; message: string; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode as number,
          message: res.statusMessage as string,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const purge = (keys: string, port: number) => raw('PURGE', '/', { 'X-Purge-Keys': keys }, port);

beforeAll(async () => {
  varnish = new Varnish(await freePort(), await freePort());
  const webPublic = mkdtempSync(join(tmpdir(), 'reviews-web-public-'));
  mkdirSync(join(webPublic, 'assets'));
  writeFileSync(join(webPublic, 'assets', ASSET_NAME), ASSET);
  const options = {
    env: { CACHE_PURGE_URLS: varnish.purgeUrl, WEB_PUBLIC_DIR: webPublic },
    imports: [CacheTierTestModule],
  };
  first = await createTestApp(options);
  second = await createTestApp(options);
  for (const instance of [first, second]) {
    mkdirSync(join(instance.config.dataDir, 'demo-images'));
    writeFileSync(join(instance.config.dataDir, 'demo-images', ASSET_NAME), ASSET);
  }
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

  // product.md §16: a private list is its owner's only, at once, whichever cache kept it.
  it('a list made private, gone from every public answer and page that showed it', async () => {
    const owner = await loginAs(first, 'user');
    const made = await owner.post('/api/lists').send({ title: 'Soon Private' }).expect(201);
    const id = (made.body as { _id: string })._id;
    await owner
      .put(`/api/lists/${id}/entries`)
      .send({ entries: [{ writeup: review._id }] })
      .expect(200);
    const showing = [
      '/api/lists?page=1&sort=recent',
      `/api/user/${owner.user.username}/lists?page=1`,
      `/api/writeup/${review._id}/lists?page=1`,
      '/sitemap.xml',
    ];
    expect((await cached(`/api/lists/${id}`)).body).toMatchObject({ title: 'Soon Private' });
    expect((await cached(`/list/${id}`)).text).toContain('Soon Private');
    for (const path of showing) expect((await cached(path)).text).toContain(id);

    await owner.patch(`/api/lists/${id}`).send({ visibility: 'private' }).expect(200);
    expect((await read(`/api/lists/${id}`)).status).toBe(404);
    const page = await read(`/list/${id}`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Soon Private');
    for (const path of showing) expect((await read(path)).text).not.toContain(id);
    // Its owner still reads it, from the app.
    expect((await owner.get(`/api/lists/${id}`).expect(200)).body).toMatchObject({ visibility: 'private' });
  });

  it('an answer fetched from the old data while the write purged, once the purge is repeated', async () => {
    const quiet = await createWriteup(first, { author: admin.user, title: 'Mid-Read' });
    const path = `/api/test/slow-comments/${quiet._id}`;
    const old = await slowRead(path, async () => {
      await postComment(await loginAs(first, 'user'), quiet._id, 'Committed mid-read');
    });
    expect(old.body).toEqual({ comments: 0 });
    // The race: the old count reached the cache after the write's purge, and is kept...
    const kept = await read(path);
    expect(fromCache(kept)).toBe(true);
    expect(kept.body).toEqual({ comments: 0 });
    // ...until the purge the app repeats REPURGE_DELAY_MS later.
    await sleep(REPURGE_DELAY_MS + 300);
    expect((await slowRead(path)).body).toEqual({ comments: 1 });
  });

  it('a rename of one of 300 commenters, on a thread that is still kept whole', async () => {
    const thread = await createWriteup(first, { author: admin.user, title: 'Everybody Talks' });
    // Stored directly: 300 sign-ups through the API would spend minutes hashing passwords.
    const crowd = await first.db
      .insert(users)
      .values(Array.from({ length: 300 }, (_, i) => ({ username: `talker${i}x${thread._id.slice(0, 6)}` })))
      .returning({ id: users.id, username: users.username });
    await first.db
      .insert(comments)
      // With their stored HTML, as the app saves a comment (product.md §14).
      .values(
        crowd.map((user) => ({
          writeupId: thread._id,
          userId: user.id,
          content: 'Me too',
          contentHtml: '<p>Me too</p>',
        })),
      );
    const path = `/api/comment/${thread._id}`;
    const direct = await first.http().get(path).expect(200);
    expect(String(direct.headers['surrogate-key']).length).toBeLessThan(4_000);

    const answer = await cached(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(300);
    const talker = crowd[150];
    const renamed = await root.patch(`/api/user/${talker.id}`).send({ change: 'username' }).expect(200);
    const after = await read(path);
    expect(after.text).toContain(`"${renamed.body.username}"`);
    expect(after.text).not.toContain(`"${talker.username}"`);
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
    // The session's cookie (sign-in also sets the readable signed-in marker).
    const cookie = (signIn.headers.getSetCookie().find((set) => set.startsWith('sid=')) ?? '').split(';')[0];
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
    expect(
      await sharesEntry('/search?query=cache&page=1', '/search?utm_source=mail&page=1&query=cache&fbclid=x'),
    ).toBe(true);
  });

  it('client cache directives, other cookies and host names do not bypass or split the cache', async () => {
    expect(await sharesEntry(listing, listing, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' })).toBe(
      true,
    );
    expect(await sharesEntry(listing, listing, { Cookie: 'theme=dark; _ga=1' })).toBe(true);
    expect(await sharesEntry(listing, listing, { Host: 'evil.example' })).toBe(true);
  });

  it('files that never depend on who asks: answered from the cache to signed-in people too', async () => {
    const signedIn = { Cookie: 'theme=dark; sid=s%3Aany-session' };
    for (const path of [`/assets/${ASSET_NAME}`, `/demo-images/${ASSET_NAME}`]) {
      await read(path, signedIn);
      const again = await read(path, signedIn);
      expect(again.status).toBe(200);
      expect(fromCache(again)).toBe(true);
      expect(again.text).toBe(ASSET);
    }
  });
});

describe('purges', () => {
  it('are refused on the public listener, as a method or a header, and the entry stays', async () => {
    await cached(listing);
    expect((await purge('writeups', varnish.port)).status).toBe(405);
    await read(listing, { 'X-Purge-Keys': 'writeups' });
    expect(fromCache(await read(listing))).toBe(true);
  });

  it('are taken on the purge listener, which tells no count and serves nothing else', async () => {
    await cached(listing);
    const purged = await purge('writeups', varnish.purgePort);
    expect(purged.status).toBe(200);
    expect(purged.message).toBe('Purged');
    expect(purged.body.toString()).not.toMatch(/Purged \d/);
    expect(fromCache(await read(listing))).toBe(false);

    const get = await raw('GET', listing, {}, varnish.purgePort);
    expect(get.status).toBe(405);
    expect(get.body.toString()).not.toContain('Through The Cache');
  });

  it('of more keys than a header may carry: split, and every key takes effect', async () => {
    await cached(listing);
    const many = Array.from({ length: 400 }, () => SurrogateKeys.user(randomUUID()));
    await first.app.get(CachePurger).invalidate([...many, SurrogateKeys.writeups]);
    expect(fromCache(await read(listing))).toBe(false);
  });
});

describe('answers that must not be kept', () => {
  it('let concurrent requests for one address reach the app side by side (hit-for-miss)', async () => {
    const path = '/api/test/slow-private';
    expect((await read(path)).headers.get('cache-control')).toBe('private, no-store');
    slowPrivateMostInFlight = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => read(path)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // All six at the app at once: none waited in line behind another.
    expect(slowPrivateMostInFlight).toBe(6);
  });
});

describe('an answer whose lifetime ran out', () => {
  const path = '/api/test/short-lived';
  const fetchOf = (answer: Answer) => (answer.body as { fetch: number }).fetch;

  it('is served for a few seconds while one request refreshes it (grace)', async () => {
    const kept = fetchOf(await read(path));
    await sleep(1_500);
    // The old answer, at once: a read that waited for the refresh would carry the next fetch.
    expect(fetchOf(await read(path))).toBe(kept);
    await sleep(SLOW_MS + 600);
    expect(fetchOf(await read(path))).toBe(kept + 1);
  });

  it('is never served once purged, grace or not', async () => {
    const kept = fetchOf(await read(path));
    await sleep(1_500);
    expect((await purge('short-lived', varnish.purgePort)).status).toBe(200);
    const after = await read(path);
    expect(fromCache(after)).toBe(false);
    expect(fetchOf(after)).toBeGreaterThan(kept);
  });
});

describe('compression', () => {
  it('is done by Varnish, once: gzip to a client that takes it, plain to one that does not', async () => {
    const path = '/api/test/encoding';
    const zipped = await raw('GET', path, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(zipped.body).toString()) as { acceptEncoding: string | null };
    // The app was asked for the plain answer.
    expect(body.acceptEncoding).toBeNull();

    const plain = await raw('GET', path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(plain.body.toString())).toEqual(body);
  });
});

describe('Varnish down', () => {
  it('costs the writes a bounded wait, never their success', async () => {
    await varnish.stop();
    const member = await loginAs(first, 'user');
    await postComment(member, review._id, 'Nobody is caching');
    await admin.patch('/api/writeup/').send({ _id: review._id, rating: 40 }).expect(200);
    const res = await first.http().get(`/api/comment/${review._id}`).expect(200);
    expect(res.text).toContain('Nobody is caching');
  });
});
