import { randomUUID } from 'node:crypto';

import { LIMITS } from '@reviews/libs/constants';
import type { RevisionSummary } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { writeupRevisions } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createWriteup, type SignedInAgent } from './support/factories';
import { editors, revisionCount, storedWriteup } from './support/writeup-fixtures';

let testApp: TestApp;
let author: SignedInAgent;
let otherAdmin: SignedInAgent;
let root: SignedInAgent;
let member: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ author, otherAdmin, root, member } = await editors(testApp));
});

/** A draft saved by its author as `titles` say, one save each; answers its id. */
async function draftSavedAs(...titles: string[]): Promise<string> {
  const { body } = await author.post('/api/writeup/').send({ type: 'movie' }).expect(201);
  for (const title of titles) {
    await author
      .patch('/api/writeup/')
      .send({ _id: body._id, title, content: `About ${title}` })
      .expect(200);
  }
  return body._id as string;
}

async function revisionsOf(writeupId: string): Promise<RevisionSummary[]> {
  const res = await author.get(`/api/writeup/${writeupId}/revisions`).expect(200);
  return res.body.revisions as RevisionSummary[];
}

describe('GET /api/writeup/:id/revisions', () => {
  it('lists one revision per save, newest first, with who saved it', async () => {
    const id = await draftSavedAs('First try', 'Second try');
    await root.patch('/api/writeup/').send({ _id: id, title: 'Root polish' }).expect(200);
    const res = await author.get(`/api/writeup/${id}/revisions`).expect(200);
    expect(res.body).toEqual({
      revisions: [
        {
          _id: expect.any(String),
          created: expect.any(String),
          user: { _id: root.user.id, username: root.user.username },
          title: 'Root polish',
          kind: 'manual',
          state: 'draft',
          wordsAdded: 0,
          wordsRemoved: 0,
        },
        {
          _id: expect.any(String),
          created: expect.any(String),
          user: { _id: author.user.id, username: author.user.username },
          title: 'Second try',
          kind: 'manual',
          state: 'draft',
          wordsAdded: 1,
          wordsRemoved: 1,
        },
        {
          _id: expect.any(String),
          created: expect.any(String),
          user: { _id: author.user.id, username: author.user.username },
          title: 'First try',
          kind: 'manual',
          state: 'draft',
          wordsAdded: 3,
          wordsRemoved: 0,
        },
      ],
    });
  });

  it('answers root too', async () => {
    const id = await draftSavedAs('Seen by root');
    const res = await root.get(`/api/writeup/${id}/revisions`).expect(200);
    expect(res.body.revisions).toHaveLength(1);
  });

  it('keeps a revision of a published writeup saved through the editor', async () => {
    const writeup = await createWriteup(testApp, { author: author.user, title: 'Published piece' });
    const res = await author.get(`/api/writeup/${writeup._id}/revisions`).expect(200);
    expect(res.body.revisions.map((r: RevisionSummary) => r.title)).toEqual(['Published piece']);
  });

  it(`keeps only the last ${LIMITS.revisionsKept} revisions of a writeup`, async () => {
    const id = await draftSavedAs('Start');
    const old = await testApp.db.select().from(writeupRevisions).where(eq(writeupRevisions.writeupId, id));
    // Older revisions stored directly: saving a hundred times through HTTP is slow for nothing.
    await testApp.db.insert(writeupRevisions).values(
      Array.from({ length: LIMITS.revisionsKept }, (_, index) => ({
        writeupId: id,
        userId: author.user.id,
        created: new Date(Date.now() - (index + 1) * 60_000),
        fields: { ...old[0].fields, title: `Old ${index}` },
      })),
    );
    await author.patch('/api/writeup/').send({ _id: id, title: 'Newest' }).expect(200);
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(LIMITS.revisionsKept);
    expect(revisions[0].title).toBe('Newest');
    expect(revisions.at(-1)?.title).toBe(`Old ${LIMITS.revisionsKept - 3}`);
  });

  it('answers 404 to another admin and to a member, and 401 to a visitor', async () => {
    const id = await draftSavedAs('Private');
    await otherAdmin.get(`/api/writeup/${id}/revisions`).expect(404);
    const res = await member.get(`/api/writeup/${id}/revisions`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
    await testApp.http().get(`/api/writeup/${id}/revisions`).expect(401);
  });

  it('answers 404 for an unknown writeup and an id that is no id', async () => {
    await author.get(`/api/writeup/${randomUUID()}/revisions`).expect(404);
    await author.get('/api/writeup/not-an-id/revisions').expect(404);
  });
});

describe('GET /api/writeup/:id/revisions: kind, state and word changes', () => {
  it('tells autosaves from manual saves and says what each save made of the writeup', async () => {
    const { body } = await author.post('/api/writeup/').send({ type: 'article' }).expect(201);
    const id = body._id as string;
    await author
      .patch('/api/writeup/')
      .send({ _id: id, title: 'Typed', content: 'one two three', autosave: true })
      .expect(200);
    await author
      .patch('/api/writeup/')
      .send({ _id: id, content: 'one two four five', autosave: false })
      .expect(200);
    const article = { headline: 'A headline', image: '/media/banner.webp', tags: ['essay'] };
    await author
      .patch('/api/writeup/')
      .send({
        _id: id,
        ...article,
        draft: false,
        visibleAfter: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .expect(200);
    await author.patch('/api/writeup/').send({ _id: id, publishNow: true }).expect(200);

    const rows = (await revisionsOf(id)).map(({ kind, state, wordsAdded, wordsRemoved }) => ({
      kind,
      state,
      wordsAdded,
      wordsRemoved,
    }));
    expect(rows).toEqual([
      { kind: 'manual', state: 'published', wordsAdded: 0, wordsRemoved: 0 },
      { kind: 'manual', state: 'scheduled', wordsAdded: 0, wordsRemoved: 0 },
      { kind: 'manual', state: 'draft', wordsAdded: 2, wordsRemoved: 1 },
      { kind: 'autosave', state: 'draft', wordsAdded: 3, wordsRemoved: 0 },
    ]);
  });

  it('keeps a restore as a manual save', async () => {
    const { body } = await author.post('/api/writeup/').send({ type: 'movie' }).expect(201);
    await author.patch('/api/writeup/').send({ _id: body._id, title: 'Auto', autosave: true }).expect(200);
    const [autosaved] = await revisionsOf(body._id);
    await author.post(`/api/writeup/${body._id}/revisions/${autosaved._id}/restore`).expect(200);
    const [restored] = await revisionsOf(body._id);
    expect([restored.kind, autosaved.kind]).toEqual(['manual', 'autosave']);
  });

  it('answers 400 for an autosave flag that is not a boolean and keeps nothing', async () => {
    const id = await draftSavedAs('Before');
    const res = await author
      .patch('/api/writeup/')
      .send({ _id: id, title: 'After', autosave: 'yes' })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/autosave/),
    });
    expect(await revisionCount(testApp, id)).toBe(1);
    expect((await storedWriteup(testApp, id)).title).toBe('Before');
  });
});

describe('GET /api/writeup/:id/revisions/:revisionId', () => {
  it("answers the revision's fields", async () => {
    const id = await draftSavedAs('Kept fields', 'Later');
    const [, first] = await revisionsOf(id);
    const res = await author.get(`/api/writeup/${id}/revisions/${first._id}`).expect(200);
    expect(res.body).toMatchObject({
      _id: first._id,
      created: first.created,
      user: { _id: author.user.id, username: author.user.username },
      title: 'Kept fields',
      kind: 'manual',
      state: 'draft',
      wordsAdded: 3,
      wordsRemoved: 0,
      content: 'About Kept fields',
      genre: [],
      rating: 0,
      runtime: null,
      notes: '',
    });
  });

  it("answers 404 for another writeup's revision, an unknown one and an id that is no id", async () => {
    const id = await draftSavedAs('Mine');
    const otherId = await draftSavedAs('Other');
    const [otherRevision] = await revisionsOf(otherId);
    const res = await author.get(`/api/writeup/${id}/revisions/${otherRevision._id}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Revision not found' });
    await author.get(`/api/writeup/${id}/revisions/${randomUUID()}`).expect(404);
    await author.get(`/api/writeup/${id}/revisions/nope`).expect(404);
  });

  it('answers 404 to another admin and 401 to a visitor', async () => {
    const id = await draftSavedAs('Guarded');
    const [revision] = await revisionsOf(id);
    await otherAdmin.get(`/api/writeup/${id}/revisions/${revision._id}`).expect(404);
    await member.get(`/api/writeup/${id}/revisions/${revision._id}`).expect(404);
    await testApp.http().get(`/api/writeup/${id}/revisions/${revision._id}`).expect(401);
  });
});

describe('POST /api/writeup/:id/revisions/:revisionId/restore', () => {
  it('saves the revision as the writeup, answers it like a save and keeps a new revision', async () => {
    const id = await draftSavedAs('Good version', 'Bad version');
    const [, good] = await revisionsOf(id);
    const res = await author.post(`/api/writeup/${id}/revisions/${good._id}/restore`).expect(200);
    expect(res.body).toMatchObject({
      _id: id,
      title: 'Good version',
      content: 'About Good version',
      draft: true,
    });
    expect(await storedWriteup(testApp, id)).toMatchObject({
      title: 'Good version',
      content: 'About Good version',
    });
    const revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.title)).toEqual(['Good version', 'Bad version', 'Good version']);
  });

  it('lets root restore', async () => {
    const id = await draftSavedAs('One', 'Two');
    const [, one] = await revisionsOf(id);
    await root.post(`/api/writeup/${id}/revisions/${one._id}/restore`).expect(200);
    expect((await storedWriteup(testApp, id)).title).toBe('One');
  });

  it('checks a published writeup as for publishing: 400 naming what is missing, nothing changed', async () => {
    const id = await draftSavedAs('Incomplete draft');
    const [incomplete] = await revisionsOf(id);
    await author
      .patch('/api/writeup/')
      .send({
        _id: id,
        publishNow: true,
        title: 'Complete',
        releaseYear: 2021,
        content: 'Done.',
        image: '/demo-images/banner.svg',
        poster: '/demo-images/poster.svg',
        director: 'Someone',
        mpaa: 'R',
        genre: ['Drama'],
        rating: 80,
        runtime: 100,
      })
      .expect(200);
    const before = await storedWriteup(testApp, id);
    const count = await revisionCount(testApp, id);
    const res = await author.post(`/api/writeup/${id}/revisions/${incomplete._id}/restore`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(/^Missing required fields: /);
    expect(await storedWriteup(testApp, id)).toEqual(before);
    expect(await revisionCount(testApp, id)).toBe(count);
  });

  it("answers 404 for another writeup's revision and changes nothing", async () => {
    const id = await draftSavedAs('Stays');
    const otherId = await draftSavedAs('Elsewhere');
    const [otherRevision] = await revisionsOf(otherId);
    await author.post(`/api/writeup/${id}/revisions/${otherRevision._id}/restore`).expect(404);
    expect((await storedWriteup(testApp, id)).title).toBe('Stays');
    expect(await revisionCount(testApp, id)).toBe(1);
  });

  it('answers 404 to another admin and a member, 401 to a visitor, and changes nothing', async () => {
    const id = await draftSavedAs('Original', 'Current');
    const [, original] = await revisionsOf(id);
    const path = `/api/writeup/${id}/revisions/${original._id}/restore`;
    await otherAdmin.post(path).expect(404);
    await member.post(path).expect(404);
    await testApp.http().post(path).expect(401);
    expect((await storedWriteup(testApp, id)).title).toBe('Current');
    expect(await revisionCount(testApp, id)).toBe(2);
  });
});
