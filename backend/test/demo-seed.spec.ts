import { buildCollections } from '@reviews/libs/constants';
import type { Writeup } from '@reviews/libs/contract';
import { mediaVariants, parseMediaUrl } from '@reviews/libs/rules';
import { count, eq, isNotNull, sql } from 'drizzle-orm';

import { DEMO_ARTICLES, DEMO_REVIEWS } from '../src/demo/demo-data';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/demo-seed';
import {
  logEntries,
  notificationEvents,
  announcements,
  comments,
  lists,
  media,
  ratings,
  users,
  watchlistEntries,
  writeups,
} from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';

let testApp: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp({ env: { FAVORITES_NAME: 'crew' } });
});

async function total(
  table: typeof users | typeof writeups | typeof comments | typeof announcements | typeof media,
) {
  const [row] = await testApp.db.select({ n: count() }).from(table);
  return row.n;
}

describe('seedDemo', () => {
  it('fills an empty database with the demo site and names the demo accounts', async () => {
    const result = await seedDemo(testApp.app, testApp.config);
    const published = DEMO_REVIEWS.length + DEMO_ARTICLES.length;
    expect(result).toMatchObject({ writeups: published + 4, announcements: 5 });
    expect(result?.accounts.map((a) => [a.role, a.username, a.password])).toEqual([
      ['root', 'demo-root', DEMO_PASSWORD],
      ['admin', 'reel-critic', DEMO_PASSWORD],
      ['user', 'popcorn-pete', DEMO_PASSWORD],
    ]);

    const roles = await testApp.db.select({ type: users.type, n: count() }).from(users).groupBy(users.type);
    expect(Object.fromEntries(roles.map((r) => [r.type, r.n]))).toEqual({ root: 1, admin: 3, user: 12 });
    expect(await total(writeups)).toBe(published + 4);
    expect(await total(announcements)).toBe(5);
    expect(await total(comments)).toBe(result?.comments);
    expect(result?.comments).toBeGreaterThan(40);
    // About 150 pieces of art go through the image pipeline (well under a minute of CPU).
  }, 600_000);

  it('publishes over two years, with two scheduled writeups and two drafts', async () => {
    const res = await testApp.http().get('/api/writeup/listings').query({ sort: 'old' }).expect(200);
    expect(res.body.totalMatched).toBe(DEMO_REVIEWS.length + DEMO_ARTICLES.length);
    const oldest = Date.parse(res.body.writeups[0].visibleAfter);
    expect(Date.now() - oldest).toBeGreaterThan(700 * DAY);

    const [states] = await testApp.db
      .select({
        drafts: sql<number>`count(*) filter (where ${writeups.draft})`.mapWith(Number),
        scheduled:
          sql<number>`count(*) filter (where not ${writeups.draft} and ${writeups.cardDate} > now())`.mapWith(
            Number,
          ),
        series:
          sql<number>`count(*) filter (where ${writeups.type} = 'series' and ${writeups.season} > 0)`.mapWith(
            Number,
          ),
      })
      .from(writeups);
    expect(states).toMatchObject({ drafts: 2, scheduled: 2 });
    expect(states.series).toBeGreaterThan(5);
  });

  it('uses every collection, the favorites one under FAVORITES_NAME', async () => {
    const unused: string[] = [];
    for (const collection of buildCollections('crew')) {
      const res = await testApp
        .http()
        .get('/api/writeup/listings')
        .query({ filter: JSON.stringify({ collections: collection.search }) })
        .expect(200);
      if (res.body.totalMatched === 0) unused.push(collection.search);
    }
    expect(unused).toEqual([]);
  });

  it('puts the generated poster and banner of every writeup through the media pipeline', async () => {
    const rows = await testApp.db.select({ poster: writeups.poster, image: writeups.image }).from(writeups);
    const urls = rows.flatMap((row) => [row.poster, row.image]).filter((url) => url !== '');
    expect(urls.length).toBeGreaterThan(DEMO_REVIEWS.length * 2);
    for (const url of urls) expect(parseMediaUrl(url)).not.toBeNull();
    expect(await total(media)).toBe(urls.length);
    const poster = rows.find((row) => row.poster !== '')!.poster as string;
    expect(parseMediaUrl(poster)).toMatchObject({ width: 400, height: 600 });
    const res = await testApp.http().get(poster).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const avif = mediaVariants(parseMediaUrl(poster)!).find((variant) => variant.format === 'avif')!;
    await testApp.http().get(avif.url).expect(200);
  });

  it('lets the demo accounts sign in with the printed password', async () => {
    const agent = testApp.http();
    await agent
      .post('/api/login')
      .send({ emailOrUsername: 'reel-critic', password: DEMO_PASSWORD, type: 'email' })
      .expect(200);
    const drafts = await agent.get('/api/writeup/drafts').expect(200);
    expect(drafts.body.writeups.map((w: Writeup & { status: string }) => w.status).sort()).toContain('draft');
  });

  it('gives members a roundup of what they commented on', async () => {
    const [member] = await testApp.db.select().from(users).where(eq(users.username, 'popcorn-pete'));
    const [commentCount] = await testApp.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.userId, member.id));
    expect(commentCount.n).toBeGreaterThan(0);
    const res = await testApp
      .http()
      .get('/api/writeup/roundup/popcorn-pete')
      .query({ start: new Date(Date.now() - 800 * DAY).toISOString(), end: new Date().toISOString() })
      .expect(200);
    expect(res.body.commented.length).toBeGreaterThan(0);
  });

  it("rates most reviews, so audience scores show, and fills the demo accounts' watchlists", async () => {
    const [ratingCount] = await testApp.db.select({ n: count() }).from(ratings);
    expect(ratingCount.n).toBeGreaterThan(DEMO_REVIEWS.length * 2);
    const board = await testApp.http().get('/api/writeup/leaderboard').query({ by: 'audience' }).expect(200);
    expect(board.body.totalMatched).toBeGreaterThan(DEMO_REVIEWS.length / 2);
    expect(board.body.writeups[0]).toMatchObject({ rank: 1, audienceScore: expect.any(Number) });
    const [entries] = await testApp.db.select({ n: count() }).from(watchlistEntries);
    expect(entries.n).toBeGreaterThan(16 * 3);
    // The member `npm run demo` names shares theirs, so their profile shows it.
    const shared = await testApp.http().get('/api/user/popcorn-pete/watchlist').expect(200);
    expect(shared.body.writeups.length).toBeGreaterThan(3);
  });

  it('keeps diaries with rewatches and reviews (some spoilers), liked, in the feed and notifications', async () => {
    const [entryCount] = await testApp.db.select({ n: count() }).from(logEntries);
    expect(entryCount.n).toBeGreaterThan(60);
    const diary = await testApp.http().get('/api/user/popcorn-pete/diary').expect(200);
    expect(diary.body.entries.some((entry: { rewatch: boolean }) => entry.rewatch)).toBe(true);
    const rows = await testApp.db.select().from(logEntries);
    expect(rows.some((row) => row.spoiler && row.review !== null)).toBe(true);
    expect(rows.some((row) => row.likes > 0)).toBe(true);
    const [likeNotes] = await testApp.db
      .select({ n: count() })
      .from(notificationEvents)
      .where(isNotNull(notificationEvents.logId));
    expect(likeNotes.n).toBeGreaterThan(0);
  });

  it('has members follow each other and authors, with notifications waiting for popcorn-pete', async () => {
    const pete = testApp.http();
    await pete
      .post('/api/login')
      .send({ emailOrUsername: 'popcorn-pete', password: DEMO_PASSWORD, type: 'email' })
      .expect(200);
    const profile = (await pete.get('/api/user/popcorn-pete').expect(200)).body;
    expect(profile.followers).toBeGreaterThan(0);
    expect(profile.following).toBeGreaterThanOrEqual(3);
    const kinds = (await pete.get('/api/notifications').expect(200)).body.notifications.map(
      (entry: { kind: string }) => entry.kind,
    );
    expect(new Set(kinds)).toEqual(new Set(['reply', 'like', 'follow']));
    expect((await pete.get('/api/notifications/unread-count').expect(200)).body.count).toBeGreaterThan(0);
    expect((await pete.get('/api/me/feed').expect(200)).body.items.length).toBeGreaterThan(0);
  });

  it('gives profiles a bio, stored with its HTML as a profile save stores it', async () => {
    const profile = (await testApp.http().get('/api/user/reel-critic').expect(200)).body;
    expect(profile.bio).toMatch(/^Watches too many films/);
    expect(profile.bioHtml.trim()).toBe(`<p>${profile.bio}</p>`);
  });

  it("has members' lists: public ones (one ranked), one unlisted, one private", async () => {
    const rows = await testApp.db.select().from(lists);
    const visibilities = rows.map((row) => row.visibility).sort();
    expect(visibilities).toEqual(['private', 'public', 'public', 'public', 'unlisted']);
    expect(rows.some((row) => row.ranked && row.visibility === 'public')).toBe(true);
    const popular = (await testApp.http().get('/api/lists').expect(200)).body;
    expect(popular.lists).toHaveLength(3);
    expect(popular.lists.every((list: { entries: unknown[] }) => list.entries.length > 0)).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    const before = await Promise.all([total(users), total(writeups), total(comments), total(announcements)]);
    expect(await seedDemo(testApp.app, testApp.config)).toBeNull();
    expect(await Promise.all([total(users), total(writeups), total(comments), total(announcements)])).toEqual(
      before,
    );
  });
});
