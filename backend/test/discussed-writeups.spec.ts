import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type { DiscussedWriteup } from '@reviews/libs/contract';

import { comments } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { daysFromNow } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type TestUser } from './support/factories';

// GET /api/writeup/discussed: the home's "most discussed" row and the console's dashboard.

let testApp: TestApp;
let critic: TestUser;
let reader: TestUser;
const ids: Record<string, string> = {};

async function commentOn(title: string, ageDays: number, times: number, hidden = false): Promise<void> {
  await testApp.db.insert(comments).values(
    Array.from({ length: times }, (_, i) => ({
      writeupId: ids[title],
      userId: reader.id,
      content: `Comment ${i} on ${title}`,
      created: daysFromNow(-ageDays),
      hidden,
    })),
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  critic = await createUser(testApp, { type: 'admin', username: 'talk-critic' });
  reader = await createUser(testApp, { username: 'talk-reader' });
  const make = async (title: string, ageDays: number, extra = {}) => {
    const writeup = await createWriteup(testApp, {
      author: critic,
      title,
      publishedAt: daysFromNow(-ageDays),
      ...extra,
    });
    ids[title] = writeup._id;
  };
  await make('Busy Older', 40);
  await make('Busy Newer', 20);
  await make('Quiet One', 10);
  await make('Old Talk', 50);
  await make('Essay Talk', 15, { type: 'article', headline: 'On talk', tags: ['essays'] });
  await make('Secret Draft', 0, { published: false });
  await make('Coming Soon', 0, { scheduledFor: daysFromNow(2) });

  await commentOn('Busy Older', 1, 3);
  await commentOn('Busy Newer', 2, 3);
  await commentOn('Essay Talk', 3, 2);
  await commentOn('Quiet One', 6.5, 1);
  await commentOn('Quiet One', 1, 4, true); // hidden by a moderator: not counted
  await commentOn('Old Talk', 12, 9); // outside the default week
  await commentOn('Secret Draft', 1, 6); // not published
  await commentOn('Coming Soon', 0.5, 7); // scheduled: not published yet
});

const discussed = (query: Record<string, string> = {}) =>
  testApp.http().get('/api/writeup/discussed').query(query);
const summary = (writeups: DiscussedWriteup[]) => writeups.map((w) => [w.title, w.comments]);

describe('GET /api/writeup/discussed', () => {
  it('answers published writeups by visible comments of the last 7 days, most first, ties by newest', async () => {
    const res = await discussed().expect(200);
    expect(summary(res.body.writeups)).toEqual([
      ['Busy Newer', 3],
      ['Busy Older', 3],
      ['Essay Talk', 2],
      ['Quiet One', 1],
    ]);
  });

  it('answers cards: the fields of a listing, the author and the like count, no markdown', async () => {
    const res = await discussed({ limit: '1' }).expect(200);
    const [card] = res.body.writeups;
    expect(card).toMatchObject({
      _id: ids['Busy Newer'],
      type: 'movie',
      admin: { username: 'talk-critic' },
      likes: 0,
      comments: 3,
    });
    expect(card).not.toHaveProperty('content');
    expect(card).not.toHaveProperty('notes');
  });

  it('takes the window in days and a limit', async () => {
    const fortnight = await discussed({ days: '14' }).expect(200);
    expect(summary(fortnight.body.writeups)[0]).toEqual(['Old Talk', 9]);
    const day = await discussed({ days: '1' }).expect(200);
    expect(day.body.writeups).toEqual([]);
    const two = await discussed({ days: '30', limit: '2' }).expect(200);
    expect(summary(two.body.writeups)).toEqual([
      ['Old Talk', 9],
      ['Busy Newer', 3],
    ]);
  });

  it.each([
    [{ days: '0' }, 'days must be a whole number from 1 to 30'],
    [{ days: '31' }, 'days must be a whole number from 1 to 30'],
    [{ days: 'week' }, 'days must be a whole number from 1 to 30'],
    [{ days: '1.5' }, 'days must be a whole number from 1 to 30'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 20'],
    [{ limit: '21' }, 'limit must be a whole number from 1 to 20'],
    [{ sort: 'new' }, 'Unknown query parameter sort'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await discussed(query).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('is a public read kept by shared caches at most the count lag, the same bytes for members', async () => {
    const visitor = await discussed().expect(200);
    expect(visitor.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}`);
    expect(String(visitor.headers['surrogate-key']).split(' ')).toContain('writeups');
    const member = await (await loginAs(testApp, reader)).get('/api/writeup/discussed').expect(200);
    expect(member.headers.etag).toBe(visitor.headers.etag);
    expect(member.text).toBe(visitor.text);
  });
});

describe('a week with more equally discussed writeups than the row looks at first', () => {
  it('still answers the newest of the tied ones', async () => {
    const tied = 120;
    for (let i = 0; i < tied; i++) {
      const writeup = await createWriteup(testApp, {
        author: critic,
        title: `Tie ${i}`,
        publishedAt: daysFromNow(-100 - i),
      });
      ids[`Tie ${i}`] = writeup._id;
      await commentOn(`Tie ${i}`, 0.2, 5);
    }
    const res = await discussed({ days: '1', limit: '8' }).expect(200);
    expect(summary(res.body.writeups)).toEqual(Array.from({ length: 8 }, (_, i) => [`Tie ${i}`, 5]));
  });
});
