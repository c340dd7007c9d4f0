import type { Writeup, WriteupPreview } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { revisionCount, storedWriteup } from './support/writeup-fixtures';

const SITE = 'http://films.example';
const FOCUS_PROBLEM = 'must be two whole percentages from 0 to 100, like "50% 30%"';

let testApp: TestApp;
let as: Callers;
let author: SignedInAgent;
let otherAdmin: SignedInAgent;
let root: SignedInAgent;
let published: Writeup;
let draft: Writeup;

beforeAll(async () => {
  testApp = await createTestApp({ env: { SITE_NAME: 'Film Club', PUBLIC_URL: SITE } });
  as = await callers(testApp);
  [author, otherAdmin, root] = await Promise.all([
    loginAs(testApp, 'admin'),
    loginAs(testApp, 'admin'),
    loginAs(testApp, 'root'),
  ]);
  published = await createWriteup(testApp, {
    author: author.user,
    title: 'Dune',
    releaseYear: 2021,
    rating: 88,
    content: 'Sand and ||the twist|| worms.',
    posterFocus: '30% 20%',
    imageFocus: '70% 10%',
  });
  draft = await createWriteup(testApp, {
    author: author.user,
    title: 'Arrival',
    published: false,
    image: '',
    poster: '/media/poster.webp',
  });
});

async function newDraft(): Promise<string> {
  const { body } = await author.post('/api/writeup/').send({ type: 'movie' }).expect(201);
  return body._id as string;
}

describe('PATCH /api/writeup/ focal points (issue 28)', () => {
  it('starts a new draft with both points at the centre', async () => {
    const id = await newDraft();
    const { body } = await author.get(`/api/writeup/fetch/${id}`).expect(200);
    expect(body).toMatchObject({ posterFocus: '50% 50%', imageFocus: '50% 50%' });
  });

  it('stores the points it is given and answers them', async () => {
    const id = await newDraft();
    const res = await author
      .patch('/api/writeup/')
      .send({ _id: id, posterFocus: '20% 80%', imageFocus: '100% 0%' })
      .expect(200);
    expect(res.body).toMatchObject({ posterFocus: '20% 80%', imageFocus: '100% 0%' });
    expect(await storedWriteup(testApp, id)).toMatchObject({ posterFocus: '20% 80%', imageFocus: '100% 0%' });
  });

  it('keeps the stored points when a save leaves them out, and centres them on null', async () => {
    const id = await newDraft();
    await author.patch('/api/writeup/').send({ _id: id, posterFocus: '10% 90%' }).expect(200);
    await author.patch('/api/writeup/').send({ _id: id, title: 'Renamed' }).expect(200);
    expect(await storedWriteup(testApp, id)).toMatchObject({ posterFocus: '10% 90%' });
    await author.patch('/api/writeup/').send({ _id: id, posterFocus: null }).expect(200);
    expect(await storedWriteup(testApp, id)).toMatchObject({ posterFocus: '50% 50%' });
  });

  it.each([
    ['past the image', { posterFocus: '120% 50%' }, `Poster focal point ${FOCUS_PROBLEM}`],
    ['other CSS', { imageFocus: '50% 50%; background: url(x)' }, `Banner focal point ${FOCUS_PROBLEM}`],
    ['keywords', { imageFocus: 'center top' }, `Banner focal point ${FOCUS_PROBLEM}`],
    ['a number', { posterFocus: 50 }, 'posterFocus must be a string'],
  ])('answers 400 for a point of %s and changes nothing', async (_case, fields, message) => {
    const id = await newDraft();
    await author.patch('/api/writeup/').send({ _id: id, posterFocus: '40% 60%' }).expect(200);
    const before = await storedWriteup(testApp, id);
    const revisions = await revisionCount(testApp, id);
    const res = await author
      .patch('/api/writeup/')
      .send({ _id: id, title: 'Changed', ...fields })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain(message);
    expect(await storedWriteup(testApp, id)).toEqual(before);
    expect(await revisionCount(testApp, id)).toBe(revisions);
  });

  it('carries the points on the detail read and on cards', async () => {
    const detail = await as.visitor
      .get('/api/writeup/')
      .query({ filter: JSON.stringify({ slug: published.slug }) })
      .expect(200);
    expect(detail.body).toMatchObject({ posterFocus: '30% 20%', imageFocus: '70% 10%' });
    const listing = await as.visitor.get('/api/writeup/listings').expect(200);
    const card = listing.body.writeups.find((entry: Writeup) => entry._id === published._id);
    expect(card).toMatchObject({ posterFocus: '30% 20%', imageFocus: '70% 10%' });
    expect(card).not.toHaveProperty('content');
  });
});

describe('GET /api/writeup/:id/preview', () => {
  it("answers a draft to its author with the share card its page's head will send", async () => {
    const res = await author.get(`/api/writeup/${draft._id}/preview`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const preview = res.body as WriteupPreview;
    expect(preview.writeup).toMatchObject({ _id: draft._id, title: 'Arrival', draft: true, notes: '' });
    expect(preview.share).toEqual({
      siteName: 'Film Club',
      title: 'Arrival - Film Club',
      description: expect.stringContaining('Arrival (2020) reviewed by'),
      image: `${SITE}/media/poster.webp`,
      url: null,
    });
  });

  it('shows for a published writeup exactly what its page sends, spoilers left out', async () => {
    const { body } = await author.get(`/api/writeup/${published._id}/preview`).expect(200);
    const { share } = body as WriteupPreview;
    expect(share.url).toBe(`${SITE}/review/${published.slug}`);
    expect(share.description).not.toContain('twist');
    const page = await as.visitor.get(`/review/${published.slug}`).expect(200);
    const meta = (key: string) =>
      new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    expect({
      title: meta('og:title'),
      description: meta('og:description'),
      image: meta('og:image'),
      url: meta('og:url'),
    }).toEqual({ title: share.title, description: share.description, image: share.image, url: share.url });
  });

  it("lets root preview another admin's draft", async () => {
    const res = await root.get(`/api/writeup/${draft._id}/preview`).expect(200);
    expect(res.body.writeup._id).toBe(draft._id);
  });

  it('answers 404 to another admin, as for a writeup that does not exist', async () => {
    const res = await otherAdmin.get(`/api/writeup/${draft._id}/preview`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
    await author.get('/api/writeup/00000000-0000-4000-8000-000000000000/preview').expect(404);
    await author.get('/api/writeup/not-an-id/preview').expect(404);
  });

  it('answers 403 to a member and 401 to a visitor', async () => {
    await as.user.get(`/api/writeup/${draft._id}/preview`).expect(403);
    await as.visitor.get(`/api/writeup/${draft._id}/preview`).expect(401);
  });
});

describe('GET /reader-preview/:id', () => {
  it('is the same page for everyone, kept out of search engines; its data comes from the preview read', async () => {
    const res = await as.visitor.get(`/reader-preview/${draft._id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('<title>Preview - Film Club</title>');
    expect(res.text).not.toContain('Arrival');
  });
});
