import { eq, sql } from 'drizzle-orm';

import { writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createWriteup } from './support/factories';

// totalMatched of the common listings (by type, reviews, everything, one collection) comes from
// counts kept by a trigger (drizzle/0014_listing_count_triggers.sql); these check that it always
// equals what the listing holds.

let testApp: TestApp;
let as: Callers;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  const author = as.admin.user;
  await createWriteup(testApp, { author, title: 'One', collections: ['must-watch'] });
  await createWriteup(testApp, { author, title: 'Two', collections: ['must-watch', 'theater'] });
  await createWriteup(testApp, { author, type: 'series', title: 'Three', collections: ['must-watch'] });
  await createWriteup(testApp, { author, type: 'article', title: 'Four' });
  await createWriteup(testApp, {
    author,
    title: 'Unfinished',
    published: false,
    collections: ['must-watch'],
  });
});

const FILTERS = {
  movies: { filter: JSON.stringify({ type: 'movie' }) },
  reviews: { excludeArticle: 'true' },
  everything: {},
  mustWatch: { filter: JSON.stringify({ collections: 'must-watch' }) },
  mustWatchMovies: { filter: JSON.stringify({ type: 'movie', collections: ['must-watch'] }) },
};

/** totalMatched of each listing for a caller, checked against the rows the listing pages hold. */
async function totals(agent = as.visitor): Promise<Record<keyof typeof FILTERS, number>> {
  const entries = await Promise.all(
    Object.entries(FILTERS).map(async ([name, query]) => {
      const res = await agent.get('/api/writeup/listings').query(query).expect(200);
      expect(res.body.totalPages).toBe(1);
      expect(res.body.totalMatched).toBe(res.body.writeups.length);
      return [name, res.body.totalMatched as number] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof FILTERS, number>;
}

describe('listing totals', () => {
  it('count the published writeups of each listing', async () => {
    expect(await totals()).toEqual({
      movies: 2,
      reviews: 3,
      everything: 4,
      mustWatch: 3,
      mustWatchMovies: 2,
    });
  });

  it('count a scheduled writeup for staff at once, and for others from its time without a write', async () => {
    const before = await totals();
    const later = await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Later',
      collections: ['must-watch'],
      scheduledFor: daysFromNow(2),
    });
    expect(await totals()).toEqual(before);
    expect(await totals(as.user)).toEqual(before);
    const staff = await totals(as.admin);
    expect(staff.movies).toBe(before.movies + 1);
    expect(staff.mustWatch).toBe(before.mustWatch + 1);
    // Its time comes: the clock moves past its date (here its date moves back past the clock).
    await testApp.db
      .update(writeups)
      .set({ visibleAfter: sql`now() - interval '1 minute'` })
      .where(eq(writeups.id, later._id));
    expect(await totals()).toEqual(staff);
  });

  it('follow a writeup that changes collections or type, goes back to draft or is deleted', async () => {
    const moved = await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Moving',
      collections: ['theater'],
    });
    const start = await totals();
    await testApp.db
      .update(writeups)
      .set({ collections: ['must-watch'] })
      .where(eq(writeups.id, moved._id));
    expect(await totals()).toEqual({
      ...start,
      mustWatch: start.mustWatch + 1,
      mustWatchMovies: start.mustWatchMovies + 1,
    });
    await testApp.db.update(writeups).set({ type: 'article' }).where(eq(writeups.id, moved._id));
    expect(await totals()).toEqual({
      ...start,
      movies: start.movies - 1,
      reviews: start.reviews - 1,
      mustWatch: start.mustWatch + 1,
    });
    await testApp.db.update(writeups).set({ draft: true }).where(eq(writeups.id, moved._id));
    const unpublished = await totals();
    expect(unpublished.everything).toBe(start.everything - 1);
    await testApp.db.update(writeups).set({ draft: false, type: 'movie' }).where(eq(writeups.id, moved._id));
    await testApp.db.delete(writeups).where(eq(writeups.id, moved._id));
    expect(await totals()).toEqual(unpublished);
  });
});
