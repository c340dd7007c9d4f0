import type { Comment } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';

// Its own file, so its own database: the queue holds only what these tests report.
let testApp: TestApp;
let moderator: SignedInAgent;
let reporters: SignedInAgent[];
let writeupId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  moderator = await loginAs(testApp, 'admin');
  reporters = await Promise.all([1, 2, 3].map(() => loginAs(testApp, 'user')));
  writeupId = (await createWriteup(testApp, { author: moderator.user, title: 'Contested' }))._id;
});

async function report(agent: SignedInAgent, commentId: string, reason: string) {
  await agent.post(`/api/comment/${commentId}/report`).send({ reason }).expect(201);
}

describe('GET /api/comment/reports', () => {
  it('answers an empty first page when nothing is reported', async () => {
    const res = await moderator.get('/api/comment/reports').expect(200);
    expect(res.body).toEqual({ reports: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 });
  });

  it('lists reported comments most reported first, then newest, with their reasons and writeup', async () => {
    const [a, b, c] = reporters;
    const once = await postComment(a, writeupId, 'Reported once, earlier');
    const twice = await postComment(a, writeupId, 'Reported twice');
    const onceLater = await postComment(a, writeupId, 'Reported once, later');
    await postComment(a, writeupId, 'Never reported');
    await report(b, once._id, 'Spam');
    await report(b, twice._id, 'Rude');
    await report(c, twice._id, 'Very rude');
    await report(b, onceLater._id, 'Off topic');

    const res = await moderator.get('/api/comment/reports?page=1').expect(200);
    expect(res.body.reports.map((entry: { comment: Comment }) => entry.comment._id)).toEqual([
      twice._id,
      onceLater._id,
      once._id,
    ]);
    expect(res.body.reports[0]).toEqual({
      comment: twice,
      writeup: { _id: writeupId, title: 'Contested', slug: 'contested', type: 'movie' },
      count: 2,
      reasons: ['Very rude', 'Rude'],
      lastReported: expect.any(String),
    });
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 3, pageSize: 20 });
  });

  it('answers the last page for a page past the end and the first for a bad page', async () => {
    expect((await moderator.get('/api/comment/reports?page=9').expect(200)).body.page).toBe(1);
    expect((await moderator.get('/api/comment/reports?page=abc').expect(200)).body.page).toBe(1);
  });

  it('answers root', async () => {
    const root = await loginAs(testApp, 'root');
    const res = await root.get('/api/comment/reports').expect(200);
    expect(res.body.totalMatched).toBe(3);
  });

  it('answers 403 to a member and 401 to a visitor', async () => {
    const res = await reporters[0].get('/api/comment/reports').expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    await testApp.http().get('/api/comment/reports').expect(401);
  });
});
