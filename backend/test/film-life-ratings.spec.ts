import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type { ListingResponse, Writeup, WriteupCard } from '@reviews/libs/contract';
import { and, eq } from 'drizzle-orm';

import { ratings, writeupRatingStats } from '../src/database/schema';
import { purgesSettled } from './support/purges';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';

// product.md §13: audience scores. Members rate published movies and series of others, 10 to 100
// in steps of 10; public answers carry the mean (from 3 ratings) and the count, which may lag.

let testApp: TestApp;
let as: Callers;
let cache: PurgeReceiver;
let raters: SignedInAgent[];

const COUNTED = `public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}`;
const detailPath = (slug: string | null) =>
  `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;
const rate = (agent: SignedInAgent, id: string, score: unknown) =>
  agent.put(`/api/writeup/${id}/rating`).send({ score });
const storedRatings = (writeupId: string) =>
  testApp.db.select().from(ratings).where(eq(ratings.writeupId, writeupId));
const review = (title: string, extra: { type?: 'movie' | 'series' } = {}) =>
  createWriteup(testApp, { author: as.admin.user, title, ...extra });

/** Rates the writeup with these scores, one member each. */
async function rateWith(id: string, scores: number[]): Promise<void> {
  for (const [index, score] of scores.entries()) await rate(raters[index], id, score).expect(200);
}

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { CACHE_PURGE_URLS: cache.url } });
  as = await callers(testApp);
  raters = [
    as.user,
    await loginAs(testApp, 'user'),
    await loginAs(testApp, 'user'),
    await loginAs(testApp, 'user'),
  ];
});

afterAll(() => cache.stop());

// First, while the board holds only its own writeups.
describe('GET /api/writeup/leaderboard?by=audience', () => {
  let board: {
    high: WriteupCard;
    tieA: WriteupCard;
    tieB: WriteupCard;
    low: WriteupCard;
    series: WriteupCard;
  };

  beforeAll(async () => {
    const created = {
      high: await review('Board High'),
      tieA: await review('Board Tie A'),
      tieB: await review('Board Tie B'),
      low: await review('Board Low'),
      series: await review('Board Series', { type: 'series' }),
    };
    const few = await review('Board Too Few');
    await rateWith(created.high._id, [100, 100, 100]);
    await rateWith(created.tieA._id, [90, 90, 90]);
    await rateWith(created.tieB._id, [80, 90, 100]);
    await rateWith(created.low._id, [10, 20, 30, 40]);
    await rateWith(created.series._id, [50, 50, 50]);
    await rateWith(few._id, [100, 100]);
    board = created;
  });

  it('lists reviews with at least 3 ratings by audience score, with competition ranks', async () => {
    const res = await as.visitor.get('/api/writeup/leaderboard?by=audience&type=movie').expect(200);
    const body = res.body as ListingResponse;
    const rows = body.writeups.map((card) => [card._id, card.audienceScore, card.rank]);
    expect(rows.slice(0, 4)).toEqual([
      [board.high._id, 100, 1],
      [expect.any(String), 90, 2],
      [expect.any(String), 90, 2],
      [board.low._id, 25, 4],
    ]);
    expect(new Set(rows.slice(1, 3).map((row) => row[0]))).toEqual(new Set([board.tieA._id, board.tieB._id]));
    // Ties are marked as on the critics' board ("=2"), so readers see why two share a rank.
    expect(body.writeups.slice(0, 4).map((card) => card.tied)).toEqual([false, true, true, false]);
    expect(body.writeups.every((card) => card.audienceCount >= 3)).toBe(true);
    expect(body.writeups.some((card) => card._id === board.series._id)).toBe(false);
    expect(body.totalMatched).toBe(body.writeups.length);
    expect(res.headers['cache-control']).toBe(COUNTED);
  });

  it('ranks the whole board for all types, and keeps those ranks for one author', async () => {
    const all = (await as.visitor.get('/api/writeup/leaderboard?by=audience').expect(200))
      .body as ListingResponse;
    const seriesRow = all.writeups.find((card) => card._id === board.series._id);
    expect(seriesRow).toMatchObject({ audienceScore: 50, rank: 4 });
    const mine = (
      await as.visitor
        .get(`/api/writeup/leaderboard?by=audience&username=${as.admin.user.username}`)
        .expect(200)
    ).body as ListingResponse;
    expect(mine.writeups.find((card) => card._id === board.low._id)?.rank).toBe(5);
  });

  it('keeps the critics board, with every review, by default', async () => {
    const critics = (await as.visitor.get('/api/writeup/leaderboard?by=critics').expect(200)).body;
    expect((critics as ListingResponse).totalMatched).toBe(6);
    expect((await as.visitor.get('/api/writeup/leaderboard').expect(200)).text).toBe(JSON.stringify(critics));
  });

  it('answers 400 for an unknown board', async () => {
    const res = await as.visitor.get('/api/writeup/leaderboard?by=fans').expect(400);
    expect(res.body.message).toBe('by must be one of critics, audience');
  });
});

describe('PUT and DELETE /api/writeup/:id/rating', () => {
  it('answers the audience score: null under 3 ratings, then the mean rounded', async () => {
    const writeup = await review('Three Votes');
    await rate(raters[0], writeup._id, 70).expect(200, { audienceScore: null, audienceCount: 1 });
    await rate(raters[1], writeup._id, 80).expect(200, { audienceScore: null, audienceCount: 2 });
    await rate(raters[2], writeup._id, 100).expect(200, { audienceScore: 83, audienceCount: 3 });
    // A second rating by the same member changes the score, not the count.
    await rate(raters[2], writeup._id, 50).expect(200, { audienceScore: 67, audienceCount: 3 });
    await raters[1]
      .delete(`/api/writeup/${writeup._id}/rating`)
      .expect(200, { audienceScore: null, audienceCount: 2 });
    await raters[1]
      .delete(`/api/writeup/${writeup._id}/rating`)
      .expect(200, { audienceScore: null, audienceCount: 2 });
    expect((await storedRatings(writeup._id)).map((row) => row.score).sort()).toEqual([50, 70]);
  });

  it('shows on the detail read and on cards', async () => {
    const unrated = await review('Carded Unrated');
    const writeup = await review('Carded Scores');
    await rateWith(writeup._id, [60, 70, 90]);
    const detail = (await as.visitor.get(detailPath(writeup.slug)).expect(200)).body as Writeup;
    expect(detail).toMatchObject({ audienceScore: 73, audienceCount: 3 });
    const listing = (await as.visitor.get('/api/writeup/listings?page=1&sort=new').expect(200))
      .body as ListingResponse;
    expect(listing.writeups.find((card) => card._id === writeup._id)).toMatchObject({
      audienceScore: 73,
      audienceCount: 3,
    });
    expect(listing.writeups.find((card) => card._id === unrated._id)).toMatchObject({
      audienceScore: null,
      audienceCount: 0,
    });
  });

  it('rates series too', async () => {
    const series = await review('Rated Series', { type: 'series' });
    await rate(as.user, series._id, 10).expect(200, { audienceScore: null, audienceCount: 1 });
  });

  it.each([
    ['a score between the steps', 55],
    ['zero', 0],
    ['above 100', 110],
    ['a fraction', 70.5],
    ['a number as text', '70'],
    ['no score', undefined],
  ])('answers 400 for %s and stores nothing', async (_case, score) => {
    const writeup = await review(`Bad Score ${String(score)}`);
    const res = await rate(as.user, writeup._id, score).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'score must be one of 10, 20, ..., 100',
    });
    expect(await storedRatings(writeup._id)).toEqual([]);
  });

  it('answers 400 for an unknown field and stores nothing', async () => {
    const writeup = await review('Extra Field');
    await as.user
      .put(`/api/writeup/${writeup._id}/rating`)
      .send({ score: 70, userId: as.root.user.id })
      .expect(400);
    expect(await storedRatings(writeup._id)).toEqual([]);
  });

  it("answers 400 to the writeup's own author and stores nothing", async () => {
    const writeup = await review('Own Work');
    const res = await rate(as.admin, writeup._id, 100).expect(400);
    expect(res.body.message).toBe('You cannot rate your own writeup');
    expect(await storedRatings(writeup._id)).toEqual([]);
  });

  it('answers 404 for an article, a draft, a scheduled writeup and an unknown id', async () => {
    const article = await createWriteup(testApp, { author: as.admin.user, type: 'article' });
    const draft = await createWriteup(testApp, { author: as.admin.user, published: false });
    const scheduled = await createWriteup(testApp, { author: as.admin.user, scheduledFor: daysFromNow(3) });
    for (const id of [
      article._id,
      draft._id,
      scheduled._id,
      '00000000-0000-4000-8000-000000000000',
      'nope',
    ]) {
      const res = await rate(as.user, id, 80).expect(404);
      expect(res.body.message).toBe('No published movie or series with this id');
      await as.user.delete(`/api/writeup/${id}/rating`).expect(404);
    }
    for (const { _id } of [article, draft, scheduled]) expect(await storedRatings(_id)).toEqual([]);
  });

  it('answers 401 to a visitor and to a suspended member, and stores nothing', async () => {
    const writeup = await review('Closed Door');
    await as.visitor.put(`/api/writeup/${writeup._id}/rating`).send({ score: 80 }).expect(401);
    await as.visitor.delete(`/api/writeup/${writeup._id}/rating`).expect(401);
    const suspended = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${suspended.user.id}`).send({ change: 'suspend' }).expect(200);
    await rate(suspended, writeup._id, 80).expect(401);
    expect(await storedRatings(writeup._id)).toEqual([]);
  });

  it('purges nothing and answers privately', async () => {
    const writeup = await review('No Purge');
    await purgesSettled(testApp);
    const before = cache.purges.length;
    const res = await rate(as.user, writeup._id, 90).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    await as.user.delete(`/api/writeup/${writeup._id}/rating`).expect(200);
    expect(cache.keysSince(before)).toEqual([]);
  });

  it('counts down when a member who rated deletes their account', async () => {
    const writeup = await review('Leaving Critic');
    const leaving = await loginAs(testApp, 'user');
    await rate(leaving, writeup._id, 40).expect(200, { audienceScore: null, audienceCount: 1 });
    await leaving.delete('/api/user/').expect(200);
    const [stats] = await testApp.db
      .select()
      .from(writeupRatingStats)
      .where(eq(writeupRatingStats.writeupId, writeup._id));
    expect(stats).toMatchObject({ count: 0, sum: 0, histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], score: null });
  });
});

describe('GET /api/writeup/:id/ratings', () => {
  it('answers the histogram, the count and the mean, the same to everyone, kept 60 s at most', async () => {
    const writeup = await review('Histogram');
    await rateWith(writeup._id, [10, 70, 70, 100]);
    const visitor = await as.visitor.get(`/api/writeup/${writeup._id}/ratings`).expect(200);
    expect(visitor.body).toEqual({ histogram: [1, 0, 0, 0, 0, 0, 2, 0, 0, 1], count: 4, mean: 62.5 });
    expect(visitor.headers['cache-control']).toBe(COUNTED);
    const member = await as.user.get(`/api/writeup/${writeup._id}/ratings`).expect(200);
    expect(member.text).toBe(visitor.text);
    expect(member.headers['cache-control']).toBe(COUNTED);
  });

  it('answers no mean under 3 ratings', async () => {
    const writeup = await review('Two Opinions');
    await rateWith(writeup._id, [30, 40]);
    await as.visitor
      .get(`/api/writeup/${writeup._id}/ratings`)
      .expect(200, { histogram: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0], count: 2, mean: null });
  });

  it('answers 404 for an article, a draft and an unknown id, and 400 for an unknown parameter', async () => {
    const article = await createWriteup(testApp, { author: as.admin.user, type: 'article' });
    const draft = await createWriteup(testApp, { author: as.admin.user, published: false });
    for (const id of [article._id, draft._id, '00000000-0000-4000-8000-000000000000', 'x']) {
      await as.visitor.get(`/api/writeup/${id}/ratings`).expect(404);
    }
    await as.visitor.get(`/api/writeup/${article._id}/ratings?junk=1`).expect(400);
  });
});

describe('GET /api/me/ratings', () => {
  it('answers my scores of the asked writeups I rated, privately', async () => {
    const rated = await review('Mine Rated');
    const other = await review('Mine Unrated');
    await rate(as.user, rated._id, 60).expect(200);
    const res = await as.user.get(`/api/me/ratings?writeups=${rated._id},${other._id}`).expect(200);
    expect(res.body).toEqual({ ratings: { [rated._id]: 60 } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await as.user.get('/api/me/ratings').expect(200, { ratings: {} });
  });

  it('answers 400 for an id that is no id, and for too many ids', async () => {
    const bad = await as.user.get('/api/me/ratings?writeups=abc').expect(400);
    expect(bad.body.message).toBe('writeups must be ids of writeups, comma-separated');
    const writeup = await review('Many Asked');
    const many = Array.from({ length: 201 }, () => writeup._id).join(',');
    const tooMany = await as.user.get(`/api/me/ratings?writeups=${many}`).expect(400);
    expect(tooMany.body.message).toBe('writeups can name at most 200 ids');
  });

  it('answers 401 to a visitor', async () => {
    await as.visitor.get('/api/me/ratings?writeups=00000000-0000-4000-8000-000000000000').expect(401);
  });
});

describe('the stored ratings', () => {
  it('refuse a score off the steps even written directly (CHECK)', async () => {
    const writeup = await review('Checked');
    await expect(
      testApp.db.insert(ratings).values({ writeupId: writeup._id, userId: as.user.user.id, score: 55 }),
    ).rejects.toThrow();
    expect(
      await testApp.db
        .select()
        .from(ratings)
        .where(and(eq(ratings.writeupId, writeup._id), eq(ratings.userId, as.user.user.id))),
    ).toEqual([]);
  });
});
