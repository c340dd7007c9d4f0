import type {
  CollectionSummariesResponse,
  ProfileCommentsResponse,
  RelatedWriteupsResponse,
  User,
  Writeup,
} from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { comments } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type TestUser } from './support/factories';

let testApp: TestApp;
let as: Callers;
let critic: TestUser;
let other: TestUser;
let dune: Writeup;
let duneTwo: Writeup;
let arrival: Writeup;
let bear: Writeup;
let mustWatchDrama: Writeup;
let unrelated: Writeup;
let scheduled: Writeup;
let draft: Writeup;

const titles = (cards: { title: string }[]) => cards.map((card) => card.title);

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  critic = await createUser(testApp, { type: 'admin', username: 'critic' });
  other = await createUser(testApp, { type: 'admin', username: 'other-critic' });
  const at = (day: number) => new Date(Date.UTC(2024, 0, day));
  dune = await createWriteup(testApp, {
    author: critic,
    title: 'Dune',
    genre: ['Sci-Fi', 'Drama'],
    collections: ['best-sci-fi'],
    poster: '/images/dune.webp',
    publishedAt: at(1),
  });
  duneTwo = await createWriteup(testApp, {
    author: critic,
    title: 'Dune Part Two',
    genre: ['Sci-Fi'],
    collections: ['best-sci-fi', 'must-watch'],
    poster: '/images/dune-2.webp',
    publishedAt: at(2),
  });
  arrival = await createWriteup(testApp, {
    author: other,
    title: 'Arrival',
    genre: ['Sci-Fi'],
    collections: ['best-sci-fi'],
    poster: '/images/arrival.webp',
    publishedAt: at(3),
  });
  mustWatchDrama = await createWriteup(testApp, {
    author: other,
    title: 'Past Lives',
    genre: ['Drama'],
    collections: ['must-watch'],
    poster: '/images/past-lives.webp',
    publishedAt: at(4),
  });
  unrelated = await createWriteup(testApp, {
    author: other,
    title: 'Paddington',
    genre: ['Family'],
    publishedAt: at(5),
  });
  bear = await createWriteup(testApp, {
    author: other,
    type: 'series',
    title: 'The Bear',
    season: 2,
    genre: ['Comedy'],
    publishedAt: at(6),
  });
  scheduled = await createWriteup(testApp, {
    author: other,
    title: 'Future Sci-Fi',
    genre: ['Sci-Fi'],
    collections: ['best-sci-fi'],
    scheduledFor: daysFromNow(3),
  });
  draft = await createWriteup(testApp, { author: critic, title: 'Secret', published: false });
});

describe('not-found pages answer 404', () => {
  it.each([
    ['an unknown path', '/no/such/page'],
    ['an unknown review slug', '/review/no-such-film'],
    ['an unknown article slug', '/article/no-such-essay'],
    ['a review at the article address', '/article/dune'],
    ['an unknown profile', '/profile/nobody-here'],
    ['an unknown user address', '/user/nobody-here'],
    ['an unknown collection', '/collection/no-such-collection/new'],
  ])('for %s, kept briefly by shared caches under the keys that announce it', async (_kind, path) => {
    const res = await as.visitor.get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(\d+)$/);
    const sharedAge = Number(/s-maxage=(\d+)/.exec(res.headers['cache-control'])![1]);
    expect(sharedAge).toBeLessThanOrEqual(60);
    expect(res.headers['surrogate-key']).toContain('pages');
  });

  it('for a scheduled or draft writeup, to a visitor', async () => {
    await as.visitor.get(`/review/${scheduled.slug}`).expect(404);
    await as.visitor.get('/review/secret').expect(404);
  });

  it('files an unknown profile under its name, so the account taking that name purges it', async () => {
    const res = await as.visitor.get('/profile/Not-Yet').expect(404);
    expect(res.headers['surrogate-key']).toContain('username:not-yet');
  });

  it('while known pages, writeups and profiles answer 200', async () => {
    for (const path of [
      '/',
      '/about',
      `/review/${dune.slug}`,
      '/profile/critic',
      '/collection/must-watch/new',
    ]) {
      await as.visitor.get(path).expect(200);
    }
  });

  it('for an unknown preview, to its staff (privately), and for a preview they may not open', async () => {
    const admin = testApp.http();
    await admin
      .post('/api/login')
      .send({ emailOrUsername: critic.email, password: critic.password, type: 'email' });
    const unknown = await admin.get('/preview/6f1c1f43-5a0e-4a57-9d7c-3f0f0b7e2d11').expect(404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    await admin.get('/preview/not-an-id').expect(404);
    await admin.get(`/preview/${draft._id}`).expect(200);
    // Another admin's draft is not theirs to preview.
    await as.admin.get(`/preview/${draft._id}`).expect(404);
    await as.root.get(`/preview/${draft._id}`).expect(200);
  });

  it('for a console page a member may not open, while a visitor is asked to sign in', async () => {
    await as.user.get(`/preview/${draft._id}`).expect(404);
    await as.visitor.get(`/preview/${draft._id}`).expect(200);
  });
});

describe('GET /api/writeup/:id/related', () => {
  it('answers more by the author and writeups sharing a collection or genre, as public cards', async () => {
    const res = await as.visitor.get(`/api/writeup/${dune._id}/related`).expect(200);
    const body = res.body as RelatedWriteupsResponse;
    expect(titles(body.moreByAuthor)).toEqual(['Dune Part Two']);
    // Sharing a collection first (Arrival), then a genre (Past Lives: Drama); never the author's again.
    expect(titles(body.related)).toEqual(['Arrival', 'Past Lives']);
    expect(body.related[0]).not.toHaveProperty('content');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(res.headers['surrogate-key']).toContain('writeups');
  });

  it('answers a writeup in no collection by its genres alone', async () => {
    const aftersun = await createWriteup(testApp, {
      author: critic,
      title: 'Aftersun',
      genre: ['Drama'],
      collections: [],
      publishedAt: new Date(Date.UTC(2024, 0, 7)),
    });
    try {
      const body = (await as.visitor.get(`/api/writeup/${aftersun._id}/related`).expect(200))
        .body as RelatedWriteupsResponse;
      expect(titles(body.moreByAuthor)).toEqual(['Dune Part Two', 'Dune']);
      expect(titles(body.related)).toEqual(['Past Lives']);
    } finally {
      await as.root.delete(`/api/review/${aftersun._id}`).expect(200);
    }
  });

  it('leaves out scheduled writeups for visitors and unrelated ones for everyone', async () => {
    const body = (await as.visitor.get(`/api/writeup/${arrival._id}/related`).expect(200))
      .body as RelatedWriteupsResponse;
    const shown = [...titles(body.moreByAuthor), ...titles(body.related)];
    expect(shown).not.toContain('Future Sci-Fi');
    expect(titles(body.related)).not.toContain('Paddington');
    expect(titles(body.moreByAuthor)).toEqual(['The Bear', 'Paddington', 'Past Lives']);
  });

  it('answers 404 for a draft, an unknown id and a malformed id', async () => {
    await as.visitor.get(`/api/writeup/${draft._id}/related`).expect(404);
    await as.visitor.get('/api/writeup/6f1c1f43-5a0e-4a57-9d7c-3f0f0b7e2d11/related').expect(404);
    const res = await as.visitor.get('/api/writeup/not-an-id/related').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
  });

  it('refuses an unknown query parameter', async () => {
    await as.visitor.get(`/api/writeup/${dune._id}/related?junk=1`).expect(400);
  });
});

describe('GET /api/writeup/collections', () => {
  it('answers every collection with the count a visitor sees and its newest posters', async () => {
    const res = await as.visitor.get('/api/writeup/collections').expect(200);
    const body = res.body as CollectionSummariesResponse;
    expect(body.collections).toHaveLength(11);
    const bySlug = Object.fromEntries(body.collections.map((entry) => [entry.slug, entry]));
    expect(bySlug['sci-fi']).toEqual({
      slug: 'sci-fi',
      count: 3,
      posters: ['/images/arrival.webp', '/images/dune-2.webp', '/images/dune.webp'],
    });
    expect(bySlug['must-watch']).toEqual({
      slug: 'must-watch',
      count: 2,
      posters: ['/images/past-lives.webp', '/images/dune-2.webp'],
    });
    expect(bySlug['hidden-gems']).toEqual({ slug: 'hidden-gems', count: 0, posters: [] });
    expect(res.headers['surrogate-key']).toContain('writeups');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  it('counts scheduled writeups for staff, who see them in listings too', async () => {
    const res = await as.admin.get('/api/writeup/collections').expect(200);
    const sciFi = (res.body as CollectionSummariesResponse).collections.find(
      (entry) => entry.slug === 'sci-fi',
    );
    expect(sciFi?.count).toBe(4);
  });

  it('refuses a query parameter', async () => {
    const res = await as.visitor.get('/api/writeup/collections?page=2').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET /api/user/:username favourites', () => {
  /** A new member's public profile once they have saved these names and favourites. */
  async function profileNaming(favourites: {
    username: string;
    watching: string;
    favoriteMovie: string;
    favoriteShow: string;
  }) {
    const agent = await loginAs(testApp, await createUser(testApp));
    await agent
      .put('/api/user')
      .send({ ...favourites, bio: 'Hello', picture: '' })
      .expect(200);
    return as.visitor.get(`/api/user/${favourites.username}`).expect(200);
  }

  it('links favourites to the published writeup of that title (any case), as one public answer', async () => {
    const res = await profileNaming({
      username: 'fan-of-dune',
      watching: 'the bear',
      favoriteMovie: '  DUNE ',
      favoriteShow: 'Nothing We Have',
    });
    expect((res.body as User).favoriteLinks).toEqual({
      favoriteMovie: { type: 'movie', slug: dune.slug },
      watching: { type: 'series', slug: bear.slug },
    });
    // A writeup of that title published later changes the answer: it is filed under writeups.
    expect(res.headers['surrogate-key']).toContain('writeups');
  });

  it('never links a favourite to a scheduled writeup', async () => {
    const res = await profileNaming({
      username: 'waiting-fan',
      watching: 'Future Sci-Fi',
      favoriteMovie: 'Future Sci-Fi',
      favoriteShow: 'Dune',
    });
    // Dune is a movie, not a show.
    expect((res.body as User).favoriteLinks).toEqual({});
  });
});

describe('GET /api/user/:username/comments', () => {
  let commenter: Awaited<ReturnType<typeof callers>>['user'];

  beforeAll(async () => {
    commenter = as.user;
    await postComment(commenter, dune._id, 'Loved the **sand**. ||Paul wins|| in the end.');
    await commenter
      .post(`/api/comment/${arrival._id}`)
      .send({ content: 'The twist!', spoiler: true })
      .expect(201);
    const hidden = await postComment(commenter, duneTwo._id, 'A comment moderators hid');
    await testApp.db.update(comments).set({ hidden: true }).where(eq(comments.id, hidden._id));
    await postComment(as.admin, unrelated._id, 'Someone else entirely');
    await postComment(commenter, mustWatchDrama._id, 'x'.repeat(300));
  });

  it('lists the member’s visible comments newest first, spoiler-safe, with their writeups', async () => {
    const res = await as.visitor.get(`/api/user/${commenter.user.username}/comments`).expect(200);
    const body = res.body as ProfileCommentsResponse;
    expect(body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 3, pageSize: 10 });
    expect(body.comments.map((comment) => comment.writeup.title)).toEqual(['Past Lives', 'Arrival', 'Dune']);
    const [long, spoiler, plain] = body.comments;
    expect(long.excerpt.length).toBeLessThanOrEqual(140);
    expect(long.excerpt.endsWith('…')).toBe(true);
    expect(spoiler).toMatchObject({ spoiler: true, excerpt: '' });
    expect(plain.excerpt).toBe('Loved the sand. (spoiler) in the end.');
    expect(plain.writeup).toEqual({
      _id: dune._id,
      type: 'movie',
      slug: dune.slug,
      title: 'Dune',
      season: null,
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(res.headers['surrogate-key']).toContain('roundups');
    expect(res.headers['surrogate-key']).toContain(`comments:${dune._id}`);
  });

  it('pages past the end to the last page and a bad page to the first', async () => {
    const last = await as.visitor.get(`/api/user/${commenter.user.username}/comments?page=9`).expect(200);
    expect(last.body.page).toBe(1);
    const bad = await as.visitor.get(`/api/user/${commenter.user.username}/comments?page=abc`).expect(200);
    expect(bad.body.page).toBe(1);
  });

  it('answers 404 for an unknown member and an empty list for one who never commented', async () => {
    await as.visitor.get('/api/user/nobody-here/comments').expect(404);
    const res = await as.visitor.get('/api/user/other-critic/comments').expect(200);
    expect(res.body).toMatchObject({ comments: [], totalMatched: 0 });
  });
});
