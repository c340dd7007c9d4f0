import { type Writeup, WRITEUP_CARD_FIELDS } from '@reviews/libs/contract';

import { comments } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, loginAs, type TestUser } from './support/factories';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const daysAgo = (days: number): Date => new Date(now - days * DAY);

let testApp: TestApp;
let critic: TestUser;
let guest: TestUser;
let member: TestUser;
/** Five movies whose date, rating, release and title orders all differ. */
const movies: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo', Writeup> = {} as never;
let article: Writeup;
const series: Writeup[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  [critic, guest, member] = await Promise.all([
    createUser(testApp, { type: 'admin', username: 'critic' }),
    createUser(testApp, { type: 'admin', username: 'guest-critic' }),
    createUser(testApp, { username: 'reader' }),
  ]);
  const movie = (
    author: TestUser,
    title: string,
    rating: number,
    releaseYear: number,
    age: number,
    extra = {},
  ) => createWriteup(testApp, { author, title, rating, releaseYear, publishedAt: daysAgo(age), ...extra });
  movies.alpha = await movie(critic, 'Alpha', 50, 1990, 5, { collections: ['must-watch'] });
  movies.bravo = await movie(critic, 'bravo', 90, 2020, 1, { collections: ['must-watch', 'theater'] });
  movies.charlie = await movie(guest, 'Charlie', 70, 1970, 3, {
    collections: ['hidden-gem'],
    director: 'Kathryn Bigelow',
  });
  movies.delta = await movie(critic, 'delta', 70, 2005, 2);
  movies.echo = await movie(guest, 'Echo', 10, 2010, 4);
  for (let i = 0; i < 21; i++) {
    series.push(
      await createWriteup(testApp, {
        author: critic,
        type: 'series',
        title: `Show ${i}`,
        season: 1,
        rating: 60,
        publishedAt: daysAgo(10 + i),
      }),
    );
  }
  article = await createWriteup(testApp, {
    author: critic,
    type: 'article',
    title: 'Golf Article',
    headline: 'Eighteen holes of cinema',
    tags: ['essays'],
    publishedAt: daysAgo(0.5),
  });
});

const titles = (writeups: Writeup[]): string[] => writeups.map((w) => w.title);

function listings(query: Record<string, string>) {
  return testApp.http().get('/api/writeup/listings').query(query);
}

describe('GET /api/writeup/listings', () => {
  it.each([
    ['new', ['bravo', 'delta', 'Charlie', 'Echo', 'Alpha']],
    ['old', ['Alpha', 'Echo', 'Charlie', 'delta', 'bravo']],
    ['high', ['bravo', 'delta', 'Charlie', 'Alpha', 'Echo']],
    ['low', ['Echo', 'Alpha', 'delta', 'Charlie', 'bravo']],
    ['release', ['bravo', 'Echo', 'delta', 'Alpha', 'Charlie']],
    ['release-reverse', ['Charlie', 'Alpha', 'delta', 'Echo', 'bravo']],
    ['alphabetical', ['Alpha', 'bravo', 'Charlie', 'delta', 'Echo']],
    ['alphabetical-reverse', ['Echo', 'delta', 'Charlie', 'bravo', 'Alpha']],
  ])('sorts movies by %s (ties by card date, newest first)', async (sort, expected) => {
    const res = await listings({ sort, filter: JSON.stringify({ type: 'movie' }) }).expect(200);
    expect(titles(res.body.writeups)).toEqual(expected);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 5, pageSize: 20 });
  });

  it('sorts newest first by default, with the author on each writeup', async () => {
    const res = await listings({}).expect(200);
    expect(res.body.writeups[0].title).toBe('Golf Article');
    expect(res.body.writeups[0].admin).toEqual({ _id: critic.id, username: 'critic', avatar: null });
    expect(res.body.writeups[0]).not.toHaveProperty('notes');
    expect(res.body.totalMatched).toBe(27);
  });

  it('pages by the server page size and answers the last page past the end', async () => {
    const filter = JSON.stringify({ type: 'series' });
    const first = await listings({ filter, page: '1' }).expect(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, totalMatched: 21, pageSize: 20 });
    expect(first.body.writeups).toHaveLength(20);
    const second = await listings({ filter, page: '2' }).expect(200);
    expect(titles(second.body.writeups)).toEqual(['Show 20']);
    const past = await listings({ filter, page: '99' }).expect(200);
    expect(past.body).toMatchObject({ page: 2, writeups: [expect.objectContaining({ title: 'Show 20' })] });
  });

  it.each(['0', '-3', 'abc', ''])('answers page 1 for page=%p', async (page) => {
    const res = await listings({ filter: JSON.stringify({ type: 'series' }), page }).expect(200);
    expect(res.body.page).toBe(1);
    expect(res.body.writeups[0].title).toBe('Show 0');
  });

  it('answers an empty first page when nothing matches', async () => {
    const res = await listings({ search: 'zzzzqqq' }).expect(200);
    expect(res.body).toEqual({ writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 });
  });

  it('filters by one collection keyword or any of a list', async () => {
    const one = await listings({ filter: JSON.stringify({ collections: 'must-watch' }) }).expect(200);
    expect(titles(one.body.writeups)).toEqual(['bravo', 'Alpha']);
    const any = await listings({ filter: JSON.stringify({ collections: ['theater', 'hidden-gem'] }) }).expect(
      200,
    );
    expect(titles(any.body.writeups)).toEqual(['bravo', 'Charlie']);
  });

  it('leaves articles out with excludeArticle and keeps only articles with the article type', async () => {
    const reviews = await listings({ excludeArticle: 'true' }).expect(200);
    expect(reviews.body.totalMatched).toBe(26);
    expect(reviews.body.writeups.every((w: Writeup) => w.type !== 'article')).toBe(true);
    const articles = await listings({ filter: JSON.stringify({ type: 'article' }) }).expect(200);
    expect(titles(articles.body.writeups)).toEqual(['Golf Article']);
  });

  it('searches titles, part words, headlines and directors', async () => {
    expect(titles((await listings({ search: 'bravo' }).expect(200)).body.writeups)).toEqual(['bravo']);
    expect(titles((await listings({ search: 'harli' }).expect(200)).body.writeups)).toEqual(['Charlie']);
    expect(titles((await listings({ search: 'bigelow' }).expect(200)).body.writeups)).toEqual(['Charlie']);
    expect(titles((await listings({ search: 'holes' }).expect(200)).body.writeups)).toEqual(['Golf Article']);
  });

  it("filters by the author's username in any case, with the type, sort and paging", async () => {
    const filter = JSON.stringify({ type: 'movie', author: 'GUEST-critic' });
    const res = await listings({ filter, sort: 'alphabetical' }).expect(200);
    expect(titles(res.body.writeups)).toEqual(['Charlie', 'Echo']);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 2, pageSize: 20 });

    const shows = JSON.stringify({ author: 'critic', type: 'series' });
    const past = await listings({ filter: shows, page: '9' }).expect(200);
    expect(past.body).toMatchObject({ page: 2, totalPages: 2, totalMatched: 21 });
    expect(titles(past.body.writeups)).toEqual(['Show 20']);
  });

  it('answers an empty page for an unknown author', async () => {
    const res = await listings({ filter: JSON.stringify({ author: 'nobody-here' }) }).expect(200);
    expect(res.body).toEqual({ writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 });
  });

  it.each([
    [{ filter: '{"type":' }, 'The filter parameter is not valid JSON'],
    [{ filter: '{"type":"podcast"}' }, 'filter.type must be one of movie, series, article'],
    [{ filter: '{"colour":"red"}' }, 'Unknown filter fields: colour'],
    [{ filter: '{"collections":[1]}' }, 'filter.collections must be a collection keyword or a list of them'],
    [{ filter: '{"author":7}' }, 'filter.author must be text'],
    [
      { sort: 'best' },
      'sort must be one of new, old, high, low, release, release-reverse, alphabetical, alphabetical-reverse',
    ],
    [{ excludeArticle: 'maybe' }, 'excludeArticle must be true or false'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await listings(query).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/writeup/?filter=', () => {
  const lookup = (filter: object) =>
    testApp
      .http()
      .get('/api/writeup/')
      .query({ filter: JSON.stringify(filter) });

  it('finds a review by slug, with its competition rank on its own board when asked', async () => {
    const plain = await lookup({ slug: 'charlie' }).expect(200);
    expect(plain.body).toMatchObject({ _id: movies.charlie._id, title: 'Charlie' });
    expect(plain.body).not.toHaveProperty('rank');
    const ranked = await lookup({ slug: 'charlie', includeRank: true }).expect(200);
    expect(ranked.body.rank).toBe(2);
    const show = await lookup({ slug: series[3].slug as string, includeRank: true }).expect(200);
    expect(show.body.rank).toBe(1);
  });

  it('finds articles only with type article, and reviews only without it', async () => {
    await lookup({ slug: 'golf-article' }).expect(404);
    const found = await lookup({ slug: 'golf-article', type: 'article' }).expect(200);
    expect(found.body._id).toBe(article._id);
    await lookup({ slug: 'charlie', type: 'article' }).expect(404);
  });

  it('finds by title with whitespace normalised and case ignored', async () => {
    const res = await lookup({ title: '  CHARLIE ', excludeArticle: true }).expect(200);
    expect(res.body.slug).toBe('charlie');
    const typed = await lookup({ title: 'golf   article', type: 'article' }).expect(200);
    expect(typed.body._id).toBe(article._id);
    await lookup({ title: 'golf article', excludeArticle: true }).expect(404);
  });

  it('answers 404 for an unknown slug and 400 for a malformed filter', async () => {
    await lookup({ slug: 'no-such-film' }).expect(404);
    await lookup({}).expect(400);
    await testApp.http().get('/api/writeup/').query({ filter: 'slug=dune' }).expect(400);
    await testApp.http().get('/api/writeup/').expect(400);
  });
});

describe('GET /api/writeup/random', () => {
  it('answers a published review', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await testApp.http().get('/api/writeup/random').expect(200);
      expect(res.body.type).not.toBe('article');
      expect(res.body.draft).toBe(false);
    }
  });
});

describe('GET /api/writeup/user/:username', () => {
  it('answers the author’s writeups, reviews before articles, newest first', async () => {
    const res = await testApp.http().get('/api/writeup/user/Critic').expect(200);
    const list: Writeup[] = res.body.writeups;
    expect(list).toHaveLength(3 + 21 + 1);
    expect(titles(list.slice(0, 4))).toEqual(['bravo', 'delta', 'Alpha', 'Show 0']);
    expect(list[list.length - 1].title).toBe('Golf Article');
  });

  it('answers 404 for an unknown user', async () => {
    await testApp.http().get('/api/writeup/user/nobody-here').expect(404);
  });
});

describe('GET /api/writeup/leaderboard', () => {
  const board = (query: Record<string, string>) =>
    testApp.http().get('/api/writeup/leaderboard').query(query);
  const ranks = (writeups: Writeup[]) => writeups.map((w) => [w.title, w.rank]);

  it('ranks movies by rating with competition ranks for ties', async () => {
    const res = await board({ type: 'movie' }).expect(200);
    expect(ranks(res.body.writeups)).toEqual([
      ['bravo', 1],
      ['delta', 2],
      ['Charlie', 2],
      ['Alpha', 4],
      ['Echo', 5],
    ]);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 5, pageSize: 20 });
  });

  it('ranks every review on the all board, without articles, over pages', async () => {
    const first = await board({}).expect(200);
    expect(first.body).toMatchObject({ totalMatched: 26, totalPages: 2, page: 1 });
    expect(ranks(first.body.writeups.slice(0, 4))).toEqual([
      ['bravo', 1],
      ['delta', 2],
      ['Charlie', 2],
      ['Show 0', 4],
    ]);
    const last = await board({ type: 'all', page: '7' }).expect(200);
    expect(last.body.page).toBe(2);
    expect(ranks(last.body.writeups)).toEqual([
      ['Show 17', 4],
      ['Show 18', 4],
      ['Show 19', 4],
      ['Show 20', 4],
      ['Alpha', 25],
      ['Echo', 26],
    ]);
  });

  it('keeps the ranks of the whole board when limited to one author', async () => {
    const res = await board({ type: 'all', username: 'guest-critic' }).expect(200);
    expect(ranks(res.body.writeups)).toEqual([
      ['Charlie', 2],
      ['Echo', 26],
    ]);
    expect(res.body.totalMatched).toBe(2);
  });

  it('marks a rank another review shares as tied, on every page and for one author', async () => {
    const tiedOf = (writeups: Writeup[]) => writeups.map((w) => [w.title, w.rank, w.tied]);
    const movies = await board({ type: 'movie' }).expect(200);
    expect(tiedOf(movies.body.writeups)).toEqual([
      ['bravo', 1, false],
      ['delta', 2, true],
      ['Charlie', 2, true],
      ['Alpha', 4, false],
      ['Echo', 5, false],
    ]);
    // Show 16 ends page 1 and shares rank 4 with the shows of page 2.
    const first = await board({ type: 'all' }).expect(200);
    expect(tiedOf(first.body.writeups.slice(-1))).toEqual([['Show 16', 4, true]]);
    const own = await board({ type: 'all', username: 'guest-critic' }).expect(200);
    expect(tiedOf(own.body.writeups)).toEqual([
      ['Charlie', 2, true],
      ['Echo', 26, false],
    ]);
  });

  it('answers 400 for an unknown type and 404 for an unknown user', async () => {
    await board({ type: 'article' }).expect(400);
    await board({ username: 'nobody-here' }).expect(404);
  });
});

describe('GET /api/writeup/roundup/:username', () => {
  beforeAll(async () => {
    await testApp.db.insert(comments).values([
      { writeupId: movies.charlie._id, userId: member.id, content: 'Loved it', created: daysAgo(3) },
      { writeupId: movies.charlie._id, userId: member.id, content: 'Again', created: daysAgo(2.5) },
      { writeupId: movies.echo._id, userId: member.id, content: 'Too old', created: daysAgo(10) },
      { writeupId: article._id, userId: member.id, content: 'Nice essay', created: daysAgo(0.2) },
    ]);
  });
  const roundup = (username: string, query: Record<string, string>) =>
    testApp.http().get(`/api/writeup/roundup/${username}`).query(query);

  it('answers what the user published within [start, end)', async () => {
    const res = await roundup('critic', {
      start: daysAgo(6).toISOString(),
      end: daysAgo(1).toISOString(),
      type: 'movie',
    }).expect(200);
    expect(titles(res.body.authored)).toEqual(['delta', 'Alpha']);
    expect(res.body.commented).toEqual([]);
  });

  it('answers what a member commented on within the window, once each, filtered by type', async () => {
    const window = { start: daysAgo(5).toISOString(), end: new Date(now + DAY).toISOString() };
    const all = await roundup('reader', window).expect(200);
    expect(titles(all.body.commented)).toEqual(['Golf Article', 'Charlie']);
    expect(all.body.authored).toEqual([]);
    const moviesOnly = await roundup('reader', { ...window, type: 'movie' }).expect(200);
    expect(titles(moviesOnly.body.commented)).toEqual(['Charlie']);
    const seriesOnly = await roundup('reader', { ...window, type: 'series' }).expect(200);
    expect(seriesOnly.body.commented).toEqual([]);
  });

  it('answers 400 for invalid dates and 404 for an unknown user', async () => {
    await roundup('critic', { start: 'march', end: daysAgo(1).toISOString() }).expect(400);
    await roundup('critic', { start: daysAgo(1).toISOString(), end: daysAgo(2).toISOString() }).expect(400);
    await roundup('critic', { start: daysAgo(1).toISOString() }).expect(400);
    await roundup('nobody-here', { start: daysAgo(2).toISOString(), end: daysAgo(1).toISOString() }).expect(
      404,
    );
  });
});

it('creates signed-in agents of any role for reading', async () => {
  const agent = await loginAs(testApp, 'user');
  const res = await agent.get('/api/writeup/listings').expect(200);
  expect(res.body.writeups[0]).not.toHaveProperty('notes');
});

describe('lists carry writeup cards, the detail read the full writeup (product.md §7)', () => {
  const window = { start: daysAgo(30).toISOString(), end: daysAgo(0).toISOString() };
  const lists: [string, string, (body: Record<string, Writeup[]>) => Writeup[]][] = [
    ['listings', '/api/writeup/listings', (body) => body.writeups],
    ['leaderboard', '/api/writeup/leaderboard?type=all', (body) => body.writeups],
    [
      'leaderboard of one author',
      '/api/writeup/leaderboard?type=all&username=critic',
      (body) => body.writeups,
    ],
    ['an author’s writeups', '/api/writeup/user/critic', (body) => body.writeups],
    [
      'a roundup',
      `/api/writeup/roundup/critic?start=${window.start}&end=${window.end}`,
      (body) => [...body.authored, ...body.commented],
    ],
  ];

  it.each(lists)(
    '%s: no content, notes or editor fields, even for an administrator',
    async (_name, path, pick) => {
      const admin = await loginAs(testApp, 'admin');
      for (const caller of [testApp.http(), admin]) {
        const res = await caller.get(path).expect(200);
        const cards = pick(res.body);
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card).not.toHaveProperty('content');
          expect(card).not.toHaveProperty('notes');
          for (const key of Object.keys(card)) expect(WRITEUP_CARD_FIELDS).toContain(key);
          expect(card).toMatchObject({
            _id: expect.any(String),
            title: expect.any(String),
            admin: expect.any(Object),
          });
        }
      }
    },
  );

  it('the detail read by slug carries the markdown content', async () => {
    const res = await testApp
      .http()
      .get('/api/writeup/')
      .query({ filter: JSON.stringify({ slug: movies.bravo.slug }) })
      .expect(200);
    expect(res.body.content).toBe(movies.bravo.content);
    expect(res.body).toHaveProperty('director');
  });
});
