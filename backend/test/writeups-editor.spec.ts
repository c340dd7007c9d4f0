import { eq } from 'drizzle-orm';

import { writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { editors, storedWriteup } from './support/writeup-fixtures';

let testApp: TestApp;
let admin: SignedInAgent;
let otherAdmin: SignedInAgent;
let root: SignedInAgent;
let member: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ author: admin, otherAdmin, root, member } = await editors(testApp));
});

const DAY = 24 * 60 * 60 * 1000;

async function newDraft(agent: SignedInAgent, type = 'movie'): Promise<string> {
  const res = await agent.post('/api/writeup/').send({ type }).expect(201);
  return res.body._id as string;
}

const MOVIE = {
  title: 'Dune',
  releaseYear: 2021,
  content: 'Sand, spice and a very long walk.',
  image: '/demo-images/dune-banner.svg',
  poster: '/demo-images/dune-poster.svg',
  director: 'Denis Villeneuve',
  mpaa: 'PG-13',
  genre: ['Sci-Fi'],
  rating: 88,
  runtime: 155,
};

const ARTICLE = {
  title: 'Why We Score Out of 100',
  headline: 'A short defence of a precise scale',
  content: 'Because ten is not enough.',
  image: '/demo-images/score-banner.svg',
  tags: ['meta'],
};

describe('POST /api/writeup/', () => {
  it('creates an empty draft owned by the caller when an admin asks', async () => {
    const id = await newDraft(admin, 'series');
    const row = await storedWriteup(testApp, id);
    expect(row).toMatchObject({ type: 'series', draft: true, adminId: admin.user.id, slug: null, title: '' });
  });

  it('refuses an unknown type with 400', async () => {
    const res = await admin.post('/api/writeup/').send({ type: 'podcast' }).expect(400);
    expect(res.body.message).toBe('type must be one of movie, series, article');
  });

  it('refuses unknown fields with 400 so nobody sets the author', async () => {
    await admin.post('/api/writeup/').send({ type: 'movie', admin: root.user.id }).expect(400);
  });

  it('answers 401 when signed out and 403 for a member', async () => {
    await testApp.http().post('/api/writeup/').send({ type: 'movie' }).expect(401);
    await member.post('/api/writeup/').send({ type: 'movie' }).expect(403);
  });
});

describe('GET /api/writeup/drafts', () => {
  it("lists the caller's drafts and scheduled writeups with their status, root sees everyone's", async () => {
    const author = await loginAs(testApp, 'admin');
    const draft = await createWriteup(testApp, {
      author: author.user,
      published: false,
      title: 'Half written',
    });
    const scheduled = await createWriteup(testApp, {
      author: author.user,
      scheduledFor: new Date(Date.now() + 3 * DAY),
    });
    await createWriteup(testApp, { author: author.user, title: 'Already out' });
    const foreign = await createWriteup(testApp, { author: otherAdmin.user, published: false });

    const own = await author.get('/api/writeup/drafts').expect(200);
    expect(own.body.writeups.map((w: { _id: string; status: string }) => [w._id, w.status])).toEqual([
      [scheduled._id, 'scheduled'],
      [draft._id, 'draft'],
    ]);

    const all = await root.get('/api/writeup/drafts').expect(200);
    const ids = all.body.writeups.map((w: { _id: string }) => w._id);
    expect(ids).toEqual(expect.arrayContaining([draft._id, scheduled._id, foreign._id]));
  });

  it('answers 403 for a member', async () => {
    await member.get('/api/writeup/drafts').expect(403);
  });
});

describe('GET /api/writeup/drafts with a query', () => {
  let author: SignedInAgent;
  const titlesOf = (body: { writeups: { title: string }[] }) => body.writeups.map((w) => w.title);

  beforeAll(async () => {
    author = await loginAs(testApp, 'admin');
    const draft = (title: string, type: 'movie' | 'series' | 'article' = 'movie') =>
      createWriteup(testApp, { author: author.user, published: false, title, type });
    await draft('Zulu');
    await draft('alpha', 'series');
    await draft('Mike', 'article');
    await createWriteup(testApp, {
      author: author.user,
      title: 'Kilo',
      scheduledFor: new Date(Date.now() + 3 * DAY),
    });
    for (let i = 0; i < 18; i++) await draft(`Filler ${String(i).padStart(2, '0')}`);
  });

  it('filters by status, type and title and sorts as asked, whole without a page', async () => {
    const drafts = await author
      .get('/api/writeup/drafts')
      .query({ filter: JSON.stringify({ status: 'draft' }), sort: 'alphabetical', search: 'U' })
      .expect(200);
    expect(drafts.body).toEqual({ writeups: expect.any(Array) });
    expect(titlesOf(drafts.body)).toEqual(['Zulu']);

    const reverse = await author
      .get('/api/writeup/drafts')
      .query({ filter: JSON.stringify({ status: 'draft', type: 'movie' }), sort: 'alphabetical-reverse' })
      .expect(200);
    expect(titlesOf(reverse.body).slice(0, 2)).toEqual(['Zulu', 'Filler 17']);
    expect(reverse.body.writeups).toHaveLength(19);

    const scheduled = await author
      .get('/api/writeup/drafts')
      .query({ filter: JSON.stringify({ status: 'scheduled' }) })
      .expect(200);
    expect(
      scheduled.body.writeups.map((w: { title: string; status: string }) => [w.title, w.status]),
    ).toEqual([['Kilo', 'scheduled']]);
  });

  it('pages by the server page size with the page facts, the last page past the end', async () => {
    const query = { sort: 'alphabetical', filter: JSON.stringify({ status: 'draft' }) };
    const first = await author
      .get('/api/writeup/drafts')
      .query({ ...query, page: '1' })
      .expect(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, totalMatched: 21, pageSize: 20 });
    expect(titlesOf(first.body).slice(0, 3)).toEqual(['alpha', 'Filler 00', 'Filler 01']);
    const past = await author
      .get('/api/writeup/drafts')
      .query({ ...query, page: '99' })
      .expect(200);
    expect(past.body).toMatchObject({ page: 2, totalPages: 2, totalMatched: 21, pageSize: 20 });
    expect(titlesOf(past.body)).toEqual(['Zulu']);
    const below = await author
      .get('/api/writeup/drafts')
      .query({ ...query, page: '0' })
      .expect(200);
    expect(below.body.page).toBe(1);
  });

  it("lets root narrow everyone's drafts to one author by username, any case", async () => {
    const res = await root
      .get('/api/writeup/drafts')
      .query({ filter: JSON.stringify({ author: author.user.username.toUpperCase(), type: 'series' }) })
      .expect(200);
    expect(titlesOf(res.body)).toEqual(['alpha']);
  });

  it.each([
    [{ sort: 'best' }, /^sort must be one of new, old, high/],
    [{ filter: '{"status":"published"}' }, /^filter.status must be one of draft, scheduled$/],
    [{ filter: '{"status":' }, /^The filter parameter is not valid JSON$/],
    [{ filter: '{"colour":"red"}' }, /^Unknown filter fields: colour$/],
    [{ order: 'asc' }, /order/],
  ])('answers 400 for %j', async (query, message) => {
    const res = await author.get('/api/writeup/drafts').query(query).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(message),
    });
  });

  it('answers 401 signed out and 403 to a member, whatever the query', async () => {
    await testApp.http().get('/api/writeup/drafts').query({ page: '1' }).expect(401);
    await member.get('/api/writeup/drafts').query({ page: '1', sort: 'new' }).expect(403);
  });
});

describe('GET /api/writeup/fetch/:id', () => {
  it('answers everything, notes included, to the author and to root', async () => {
    const draft = await createWriteup(testApp, {
      author: admin.user,
      published: false,
      notes: 'Check the runtime',
    });
    const mine = await admin.get(`/api/writeup/fetch/${draft._id}`).expect(200);
    expect(mine.body).toMatchObject({ _id: draft._id, notes: 'Check the runtime', draft: true });
    expect(mine.body.admin).toEqual({ _id: admin.user.id, username: admin.user.username, avatar: null });
    await root.get(`/api/writeup/fetch/${draft._id}`).expect(200);
  });

  it("answers 404 for another admin's writeup, an unknown id and an invalid id", async () => {
    const draft = await createWriteup(testApp, { author: admin.user, published: false });
    await otherAdmin.get(`/api/writeup/fetch/${draft._id}`).expect(404);
    await admin.get('/api/writeup/fetch/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/writeup/fetch/not-a-uuid').expect(404);
  });
});

describe('PATCH /api/writeup/', () => {
  it('saves a draft without required fields and keeps it a draft', async () => {
    const id = await newDraft(admin);
    const before = await storedWriteup(testApp, id);
    const res = await admin
      .patch('/api/writeup/')
      .send({
        _id: id,
        title: '  The   Brutalist ',
        content: 'Two words',
        updated: before.updated.toISOString(),
      })
      .expect(200);
    expect(res.body).toMatchObject({ title: 'The Brutalist', draft: true, slug: null });
    const row = await storedWriteup(testApp, id);
    expect(row.wordCount).toBe(2);
    expect(row.updated.getTime()).toBeGreaterThanOrEqual(before.updated.getTime());
  });

  it('ignores server-controlled fields sent back by the editor', async () => {
    const id = await newDraft(admin);
    await admin
      .patch('/api/writeup/')
      .send({
        _id: id,
        title: 'Echo',
        slug: 'hijacked',
        admin: { _id: root.user.id },
        rank: 1,
        status: 'draft',
        type: 'article',
        likes: 1000,
        audienceScore: 100,
        audienceCount: 1000,
      })
      .expect(200);
    expect(await storedWriteup(testApp, id)).toMatchObject({
      slug: null,
      adminId: admin.user.id,
      type: 'movie',
      title: 'Echo',
    });
  });

  it('publishes with publishNow: draft false, visibleAfter now and a slug from the title', async () => {
    const id = await newDraft(admin);
    const before = Date.now();
    const res = await admin
      .patch('/api/writeup/')
      .send({ _id: id, ...MOVIE, title: 'Arrival', publishNow: true })
      .expect(200);
    expect(res.body).toMatchObject({ draft: false, slug: 'arrival', title: 'Arrival' });
    expect(Date.parse(res.body.visibleAfter)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.visibleAfter)).toBeLessThanOrEqual(Date.now());
  });

  it('names every missing required field of a movie when publishing', async () => {
    const id = await newDraft(admin);
    const res = await admin
      .patch('/api/writeup/')
      .send({ _id: id, title: 'Untitled project', rating: -1, publishNow: true })
      .expect(400);
    expect(res.body.message).toBe('Rating must be a whole number from 0 to 100');
    const missing = await admin
      .patch('/api/writeup/')
      .send({ _id: id, title: 'Untitled project', publishNow: true })
      .expect(400);
    expect(missing.body.message).toBe(
      'Missing required fields: Release year, Content, Image, Poster, Director, MPAA rating, Genre, Runtime',
    );
    expect(await storedWriteup(testApp, id)).toMatchObject({ draft: true, slug: null, title: '' });
  });

  it('names the missing fields of an article and of a series', async () => {
    const article = await newDraft(admin, 'article');
    const res = await admin
      .patch('/api/writeup/')
      .send({ _id: article, title: 'Notes', content: 'Text', publishNow: true })
      .expect(400);
    expect(res.body.message).toBe('Missing required fields: Headline, Image, Tags');

    const series = await newDraft(admin, 'series');
    const { runtime: _runtime, ...review } = MOVIE;
    const ok = await admin
      .patch('/api/writeup/')
      .send({ _id: series, ...review, title: 'Severance', season: 2, publishNow: true })
      .expect(200);
    expect(ok.body.slug).toBe('severance-season-2');
  });

  it('accepts 0 as a rating when publishing', async () => {
    const id = await newDraft(admin);
    const res = await admin
      .patch('/api/writeup/')
      .send({ _id: id, ...MOVIE, title: 'Zero Stars', rating: 0, publishNow: true })
      .expect(200);
    expect(res.body.rating).toBe(0);
  });

  it.each([
    [{ genre: ['a', 'b', 'c', 'd'] }, 'Genre allows at most 3 entries'],
    [{ tags: ['a', 'b', 'c', 'd'] }, 'Tags allows at most 3 entries'],
    [
      { collections: ['must-watch', 'theater', 'sp24', 'redwood', 'special', 'reviewmas'] },
      'Collections allows at most 5 entries',
    ],
    [{ collections: ['not-a-collection'] }, 'Unknown collections: not-a-collection'],
    [{ rating: 101 }, 'Rating must be a whole number from 0 to 100'],
    [{ releaseYear: 20211 }, 'Release year must be a whole number of at most 4 digits'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ])('refuses a draft save beyond the limits (%j) and changes nothing', async (change, message) => {
    const id = await newDraft(admin);
    const res = await admin
      .patch('/api/writeup/')
      .send({ _id: id, title: 'Kept', ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await storedWriteup(testApp, id)).title).toBe('');
  });

  it('refuses values of the wrong type with 400', async () => {
    const id = await newDraft(admin);
    await admin.patch('/api/writeup/').send({ _id: id, rating: 'ninety' }).expect(400);
    await admin.patch('/api/writeup/').send({ _id: id, genre: 'Drama' }).expect(400);
    await admin.patch('/api/writeup/').send({ _id: id, visibleAfter: 'tomorrow' }).expect(400);
    await admin.patch('/api/writeup/').send({ _id: id, unknownField: 1 }).expect(400);
  });

  it('accepts the favorites collection named by FAVORITES_NAME', async () => {
    const id = await newDraft(admin);
    await admin
      .patch('/api/writeup/')
      .send({ _id: id, collections: ['stafffavorite', 'hidden-gem'] })
      .expect(200);
    expect((await storedWriteup(testApp, id)).collections).toEqual(['stafffavorite', 'hidden-gem']);
  });

  describe('scheduling', () => {
    it('schedules with draft false and a future visibleAfter, and gives it a slug', async () => {
      const id = await newDraft(admin);
      const when = new Date(Date.now() + 2 * DAY).toISOString();
      const res = await admin
        .patch('/api/writeup/')
        .send({ _id: id, ...MOVIE, title: 'Scheduled Film', draft: false, visibleAfter: when })
        .expect(200);
      expect(res.body).toMatchObject({ draft: false, visibleAfter: when, slug: 'scheduled-film' });
      const drafts = await admin.get('/api/writeup/drafts').expect(200);
      expect(drafts.body.writeups.find((w: { _id: string }) => w._id === id).status).toBe('scheduled');
    });

    it.each([
      [-60_000, 'The schedule date must be in the future'],
      [367 * DAY, 'The schedule date must be at most one year ahead'],
    ])('refuses a schedule %d ms from now', async (offset, message) => {
      const id = await newDraft(admin);
      const res = await admin
        .patch('/api/writeup/')
        .send({ _id: id, ...MOVIE, draft: false, visibleAfter: new Date(Date.now() + offset).toISOString() })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect((await storedWriteup(testApp, id)).draft).toBe(true);
    });

    it('accepts a schedule just under a year ahead', async () => {
      const id = await newDraft(admin);
      await admin
        .patch('/api/writeup/')
        .send({
          _id: id,
          ...MOVIE,
          title: 'Next Year',
          draft: false,
          visibleAfter: new Date(Date.now() + 365 * DAY).toISOString(),
        })
        .expect(200);
    });

    it('checks the required fields when scheduling', async () => {
      const id = await newDraft(admin);
      const res = await admin
        .patch('/api/writeup/')
        .send({
          _id: id,
          title: 'Soon',
          draft: false,
          visibleAfter: new Date(Date.now() + DAY).toISOString(),
        })
        .expect(400);
      expect(res.body.message).toMatch(/^Missing required fields: Release year/);
    });

    it('turns a scheduled writeup back into a draft on a draft save', async () => {
      const scheduled = await createWriteup(testApp, {
        author: admin.user,
        scheduledFor: new Date(Date.now() + DAY),
      });
      await admin.patch('/api/writeup/').send({ _id: scheduled._id, draft: true }).expect(200);
      expect((await storedWriteup(testApp, scheduled._id)).draft).toBe(true);
    });
  });

  describe('published writeups', () => {
    it('stay published at their date, keep their slug and are checked as for publishing', async () => {
      const published = await createWriteup(testApp, { author: admin.user, title: 'Fixed Address' });
      const res = await admin
        .patch('/api/writeup/')
        .send({ _id: published._id, title: 'A New Title', draft: true, updated: published.updated })
        .expect(200);
      expect(res.body).toMatchObject({
        draft: false,
        slug: 'fixed-address',
        title: 'A New Title',
        visibleAfter: published.visibleAfter,
      });
      const missing = await admin
        .patch('/api/writeup/')
        .send({ _id: published._id, poster: '', updated: res.body.updated })
        .expect(400);
      expect(missing.body.message).toBe('Missing required fields: Poster');
    });
  });

  describe('slugs', () => {
    it('adds the release year on a clash, then -2, -3', async () => {
      const slugs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const w = await createWriteup(testApp, { author: admin.user, title: 'The Thing', releaseYear: 1982 });
        slugs.push(w.slug as string);
      }
      expect(slugs).toEqual(['the-thing', 'the-thing-1982', 'the-thing-1982-2', 'the-thing-1982-3']);
    });

    it('keeps the first five parts of the title', async () => {
      const w = await createWriteup(testApp, {
        author: admin.user,
        title: 'Everything Everywhere All at Once Again',
      });
      expect(w.slug).toBe('everything-everywhere-all-at-once');
    });

    it('builds article slugs from the title alone', async () => {
      const w = await createWriteup(testApp, {
        author: admin.user,
        type: 'article',
        ...ARTICLE,
        title: 'Streaming Fatigue Is Real',
      });
      expect(w.slug).toBe('streaming-fatigue-is-real');
    });
  });

  describe('conflicts and rights', () => {
    it('refuses with 409 a save based on an older version, and keeps the newer one', async () => {
      const w = await createWriteup(testApp, { author: admin.user, published: false, title: 'First' });
      const first = await admin
        .patch('/api/writeup/')
        .send({ _id: w._id, title: 'Second', updated: w.updated })
        .expect(200);
      expect(Date.parse(first.body.updated)).toBeGreaterThan(Date.parse(w.updated) - 1);
      await testApp.db
        .update(writeups)
        .set({ updated: new Date(Date.parse(w.updated) + 5000) })
        .where(eq(writeups.id, w._id));
      const stale = await root
        .patch('/api/writeup/')
        .send({ _id: w._id, title: 'Third', updated: w.updated })
        .expect(409);
      expect(stale.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This writeup was changed elsewhere since you opened it; reload to see the latest version',
      });
      expect((await storedWriteup(testApp, w._id)).title).toBe('Second');
    });

    it('lets root edit any writeup', async () => {
      const w = await createWriteup(testApp, { author: admin.user, published: false });
      await root.patch('/api/writeup/').send({ _id: w._id, title: 'Edited by root' }).expect(200);
      expect((await storedWriteup(testApp, w._id)).adminId).toBe(admin.user.id);
    });

    it("answers 404 for another admin's draft and 403 for their published writeup", async () => {
      const draft = await createWriteup(testApp, { author: admin.user, published: false });
      await otherAdmin.patch('/api/writeup/').send({ _id: draft._id, title: 'Mine now' }).expect(404);
      const published = await createWriteup(testApp, { author: admin.user });
      await otherAdmin.patch('/api/writeup/').send({ _id: published._id, title: 'Mine now' }).expect(403);
      await admin.patch('/api/writeup/').send({ _id: 'nope', title: 'x' }).expect(404);
    });

    it('answers 401 when signed out and 403 for a member', async () => {
      const draft = await createWriteup(testApp, { author: admin.user, published: false });
      await testApp.http().patch('/api/writeup/').send({ _id: draft._id }).expect(401);
      await member.patch('/api/writeup/').send({ _id: draft._id }).expect(403);
    });
  });
});

describe('DELETE /api/review/:id and /api/article/:id', () => {
  it('lets the owning admin delete a draft and a scheduled writeup', async () => {
    const draft = await createWriteup(testApp, { author: admin.user, published: false });
    const scheduled = await createWriteup(testApp, {
      author: admin.user,
      scheduledFor: new Date(Date.now() + DAY),
    });
    for (const w of [draft, scheduled]) {
      const res = await admin.delete(`/api/review/${w._id}`).expect(200);
      expect(res.body).toEqual({ ok: true, error: false });
      expect(await storedWriteup(testApp, w._id)).toBeUndefined();
    }
  });

  it('refuses the owning admin a published writeup with 403', async () => {
    const published = await createWriteup(testApp, { author: admin.user });
    const res = await admin.delete(`/api/review/${published._id}`).expect(403);
    expect(res.body.message).toBe('Only root may delete a published writeup');
    expect(await storedWriteup(testApp, published._id)).toBeDefined();
  });

  it('refuses another admin: 403 for a scheduled writeup, 404 for a draft', async () => {
    const draft = await createWriteup(testApp, { author: admin.user, published: false });
    const scheduled = await createWriteup(testApp, {
      author: admin.user,
      scheduledFor: new Date(Date.now() + DAY),
    });
    await otherAdmin.delete(`/api/review/${draft._id}`).expect(404);
    await otherAdmin.delete(`/api/review/${scheduled._id}`).expect(403);
  });

  it('lets root delete anything, including published writeups of others', async () => {
    const published = await createWriteup(testApp, {
      author: admin.user,
      type: 'article',
      ...ARTICLE,
      title: 'Gone',
    });
    await root.delete(`/api/article/${published._id}`).expect(200);
    expect(await storedWriteup(testApp, published._id)).toBeUndefined();
  });

  it('answers 404 when the kind does not match the type, or the id is unknown', async () => {
    const review = await createWriteup(testApp, { author: admin.user, published: false });
    await root.delete(`/api/article/${review._id}`).expect(404);
    await root.delete('/api/review/00000000-0000-4000-8000-000000000000').expect(404);
    await root.delete('/api/review/42').expect(404);
    expect(await storedWriteup(testApp, review._id)).toBeDefined();
  });

  it('answers 401 when signed out and 403 for a member', async () => {
    const published = await createWriteup(testApp, { author: admin.user });
    await testApp.http().delete(`/api/review/${published._id}`).expect(401);
    await member.delete(`/api/review/${published._id}`).expect(403);
  });
});
