import { countWords } from '@reviews/libs/rules';
import { eq } from 'drizzle-orm';

import { comments, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs } from './support/factories';

let testApp: TestApp;
let as: Callers;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
});

const emptyHistogram = Array.from({ length: 10 }, (_, i) => ({
  min: i * 10,
  max: i === 9 ? 100 : i * 10 + 9,
  count: 0,
}));

describe('GET /api/getSiteStats', () => {
  it('answers zeros and nothing rated on a site without writeups', async () => {
    const res = await as.visitor.get('/api/getSiteStats').expect(200);
    expect(res.body).toEqual({
      totalReviews: 0,
      totalWords: 0,
      movieReviews: 0,
      movieWords: 0,
      averageRating: 0,
      bestRated: null,
      worstRated: null,
      bestRatedTie: { writeups: [], total: 0 },
      worstRatedTie: { writeups: [], total: 0 },
      totalComments: 0,
      totalArticles: 0,
      articleWords: 0,
      totalAnnouncements: 0,
      reviewsPerMonth: [],
      ratingHistogram: emptyHistogram,
    });
  });

  describe('with published, draft and scheduled writeups', () => {
    const contents = {
      arrival: 'One *two* three, and # four.',
      heat: 'Five six 77 seven',
      severance: '**Bold** words here now [link](https://example.com)',
      essay: 'Article words are five here',
    };
    let scheduledId: string;
    let severanceSlug: string;
    let heatSlug: string;

    beforeAll(async () => {
      const author = as.admin.user;
      const arrival = await createWriteup(testApp, {
        author,
        title: 'Arrival',
        rating: 90,
        content: contents.arrival,
        publishedAt: new Date('2023-03-10T12:00:00Z'),
      });
      const heat = await createWriteup(testApp, {
        author,
        title: 'Heat',
        rating: 40,
        content: contents.heat,
        publishedAt: new Date('2023-05-02T12:00:00Z'),
      });
      const severance = await createWriteup(testApp, {
        author,
        type: 'series',
        title: 'Severance',
        season: 2,
        rating: 100,
        content: contents.severance,
        publishedAt: new Date('2023-05-20T12:00:00Z'),
      });
      const essay = await createWriteup(testApp, {
        author,
        type: 'article',
        title: 'On Endings',
        content: contents.essay,
        publishedAt: new Date('2023-04-01T12:00:00Z'),
      });
      await createWriteup(testApp, { author, title: 'Draft', rating: 0, content: 'a b c', published: false });
      const scheduled = await createWriteup(testApp, {
        author,
        title: 'Coming',
        rating: 5,
        content: 'not yet counted',
        scheduledFor: daysFromNow(2),
      });
      scheduledId = scheduled._id;
      severanceSlug = severance.slug as string;
      heatSlug = heat.slug as string;

      await postComment(as.user, arrival._id, 'Great');
      await postComment(as.root, arrival._id, 'Agreed');
      await postComment(as.user, essay._id, 'Nice essay');
      // A comment left on a writeup that is not published (it was before being rescheduled).
      await testApp.db
        .insert(comments)
        .values({ writeupId: scheduledId, userId: as.user.user.id, content: 'x' });
      await as.admin.post('/api/announcement/').send({ title: 'One', content: 'First' }).expect(201);
      await as.root.post('/api/announcement/').send({ title: 'Two', content: 'Second' }).expect(201);
    });

    it('counts published writeups only, words by the word counter', async () => {
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      const words = (...keys: (keyof typeof contents)[]) =>
        keys.reduce((sum, key) => sum + countWords(contents[key]), 0);
      expect(res.body).toMatchObject({
        totalReviews: 3,
        movieReviews: 2,
        totalWords: words('arrival', 'heat', 'severance'),
        movieWords: words('arrival', 'heat'),
        totalArticles: 1,
        articleWords: words('essay'),
        totalComments: 3,
        totalAnnouncements: 2,
      });
    });

    it('answers the average rating of published reviews to one decimal', async () => {
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      expect(res.body.averageRating).toBe(76.7);
    });

    it('answers the best and worst rated published reviews', async () => {
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      const severance = { rating: 100, slug: severanceSlug, title: 'Severance', type: 'series', season: 2 };
      const heat = { rating: 40, slug: heatSlug, title: 'Heat', type: 'movie', season: null };
      expect(res.body.bestRated).toEqual(severance);
      expect(res.body.worstRated).toEqual(heat);
      expect(res.body.bestRatedTie).toEqual({ writeups: [severance], total: 1 });
      expect(res.body.worstRatedTie).toEqual({ writeups: [heat], total: 1 });
    });

    it('answers reviews per month oldest first, quiet months included', async () => {
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      expect(res.body.reviewsPerMonth).toEqual([
        { month: '2023-03', count: 1 },
        { month: '2023-04', count: 0 },
        { month: '2023-05', count: 2 },
      ]);
    });

    it('answers the rating histogram in ten buckets, 100 in the last', async () => {
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      const expected = emptyHistogram.map((bucket) => ({ ...bucket }));
      expected[4].count = 1;
      expected[9].count = 2;
      expect(res.body.ratingHistogram).toEqual(expected);
    });

    it('answers the same to every role', async () => {
      const expected = (await as.visitor.get('/api/getSiteStats').expect(200)).body;
      for (const agent of [as.user, as.admin, as.root]) {
        expect((await agent.get('/api/getSiteStats').expect(200)).body).toEqual(expected);
      }
    });

    it('counts a scheduled writeup from the moment it is published', async () => {
      await testApp.db
        .update(writeups)
        .set({ visibleAfter: new Date(Date.now() - 1000) })
        .where(eq(writeups.id, scheduledId));
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      expect(res.body).toMatchObject({ totalReviews: 4, movieReviews: 3, totalComments: 4 });
      expect(res.body.worstRated).toMatchObject({ rating: 5, title: 'Coming' });
    });

    it('answers every review tied for best rated, newest first, with their seasons', async () => {
      await createWriteup(testApp, { author: as.admin.user, title: 'Whiplash', rating: 100 });
      const res = await as.visitor.get('/api/getSiteStats').expect(200);
      expect(res.body.bestRated).toMatchObject({ title: 'Whiplash', season: null });
      expect(res.body.bestRatedTie.total).toBe(2);
      expect(
        res.body.bestRatedTie.writeups.map((w: { title: string; season: number | null }) => [
          w.title,
          w.season,
        ]),
      ).toEqual([
        ['Whiplash', null],
        ['Severance', 2],
      ]);
    });
  });
});

describe('GET /api/getSiteStats after writes (no stale answer)', () => {
  const stats = async (app: TestApp = testApp) =>
    (await app.http().get('/api/getSiteStats').expect(200)).body as Record<string, unknown>;
  let reviewId: string;

  beforeAll(async () => {
    const review = await createWriteup(testApp, { author: as.admin.user, title: 'Fresh', rating: 70 });
    reviewId = review._id;
  });

  it('counts a comment posted right after an answer', async () => {
    const before = await stats();
    await postComment(as.user, reviewId, 'Counted at once');
    expect((await stats()).totalComments).toBe((before.totalComments as number) + 1);
  });

  it('counts a comment posted through another instance', async () => {
    const other = await createTestApp();
    try {
      const before = await stats();
      const member = await loginAs(other, 'user');
      await postComment(member, reviewId, 'From the other instance');
      expect((await stats()).totalComments).toBe((before.totalComments as number) + 1);
    } finally {
      await other.close();
    }
  });

  it('counts a newly published review and announcement', async () => {
    const before = await stats();
    await createWriteup(testApp, { author: as.admin.user, title: 'Brand New', rating: 55 });
    await as.admin.post('/api/announcement/').send({ title: 'Three', content: 'Third' }).expect(201);
    expect(await stats()).toMatchObject({
      totalReviews: (before.totalReviews as number) + 1,
      movieReviews: (before.movieReviews as number) + 1,
      totalAnnouncements: (before.totalAnnouncements as number) + 1,
    });
  });

  it('stops counting a deleted comment', async () => {
    const comment = await postComment(as.user, reviewId, 'Soon gone');
    const before = await stats();
    await as.root.delete(`/api/comment/${comment._id}`).expect(200);
    expect((await stats()).totalComments).toBe((before.totalComments as number) - 1);
  });

  it('stops counting a hidden comment and counts it again once restored', async () => {
    const comment = await postComment(as.user, reviewId, 'Out of line');
    const before = await stats();
    await as.admin.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(200);
    expect((await stats()).totalComments).toBe((before.totalComments as number) - 1);
    await as.admin.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: false }).expect(200);
    expect((await stats()).totalComments).toBe(before.totalComments);
  });

  it('stops counting the comments of a deleted account and of a deleted writeup', async () => {
    const member = await createUser(testApp, { username: 'leaving-soon' });
    const memberAgent = await loginAs(testApp, member);
    const doomed = await createWriteup(testApp, { author: as.admin.user, title: 'Doomed', rating: 40 });
    await postComment(memberAgent, reviewId, 'First of two');
    await postComment(memberAgent, reviewId, 'Second of two');
    await postComment(as.user, doomed._id, 'On a doomed review');
    const before = await stats();

    await memberAgent.delete('/api/user').expect(200);
    expect((await stats()).totalComments).toBe((before.totalComments as number) - 2);
    await as.root.delete(`/api/review/${doomed._id}`).expect(200);
    expect((await stats()).totalComments).toBe((before.totalComments as number) - 3);
  });

  it('counts a scheduled review once its time comes, with no write in between', async () => {
    const publishAt = new Date(Date.now() + 3000);
    await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Right On Time',
      rating: 1,
      scheduledFor: publishAt,
    });
    const before = await stats();
    expect(before.worstRated).not.toMatchObject({ title: 'Right On Time' });

    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 50));
    const after = await stats();
    expect(after.totalReviews).toBe((before.totalReviews as number) + 1);
    expect(after.worstRated).toEqual(expect.objectContaining({ rating: 1, title: 'Right On Time' }));
  });
});
