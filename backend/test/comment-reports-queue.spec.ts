import type { ReportStatus } from '@reviews/libs/constants';
import type { Comment, ReportedComment, ReportsResponse } from '@reviews/libs/contract';

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
      kind: 'comment',
      comment: twice,
      writeup: { _id: writeupId, title: 'Contested', slug: 'contested', type: 'movie' },
      count: 2,
      reasons: ['Very rude', 'Rude'],
      details: [
        { reason: 'Very rude', reportedContent: 'Reported twice', created: expect.any(String) },
        { reason: 'Rude', reportedContent: 'Reported twice', created: expect.any(String) },
      ],
      lastReported: res.body.reports[0].details[0].created,
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
    await reporters[0].get('/api/comment/reports?status=hidden').expect(403);
  });

  it('keeps the text a comment had when reported, beside its current text once edited', async () => {
    const [author, b, c] = reporters;
    const comment = await postComment(author, writeupId, 'You are all fools');
    await report(b, comment._id, 'Insulting');
    await author
      .patch(`/api/comment/${comment._id}`)
      .send({ content: 'I respectfully disagree' })
      .expect(200);
    await report(c, comment._id, 'Still rude?');

    const entry = await entryOf('reported', comment._id);
    expect(entry.comment).toMatchObject({ content: 'I respectfully disagree', edited: true });
    expect(entry.details).toEqual([
      { reason: 'Still rude?', reportedContent: 'I respectfully disagree', created: expect.any(String) },
      { reason: 'Insulting', reportedContent: 'You are all fools', created: expect.any(String) },
    ]);
  });
});

async function view(status: ReportStatus, page = 1): Promise<ReportsResponse> {
  return (await moderator.get(`/api/comment/reports?status=${status}&page=${page}`).expect(200)).body;
}

async function entryOf(status: ReportStatus, commentId: string): Promise<ReportedComment> {
  const entry = (await view(status)).reports.find(
    (report): report is ReportedComment => report.kind === 'comment' && report.comment._id === commentId,
  );
  if (!entry) throw new Error(`${commentId} is not in the ${status} view`);
  return entry;
}

const idsIn = async (status: ReportStatus) =>
  (await view(status)).reports.map((entry) =>
    entry.kind === 'comment' ? entry.comment._id : entry.entry._id,
  );

describe('GET /api/comment/reports?status=', () => {
  it('files each comment under one status as moderators decide, with the reports of that view', async () => {
    const [author, b, c] = reporters;
    const comment = await postComment(author, writeupId, 'Status journey');
    await report(b, comment._id, 'Spam');
    expect(await idsIn('reported')).toContain(comment._id);

    await moderator.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(200);
    expect(await idsIn('reported')).not.toContain(comment._id);
    expect(await idsIn('dismissed')).not.toContain(comment._id);
    expect(await entryOf('hidden', comment._id)).toMatchObject({
      comment: { _id: comment._id, hidden: true },
      count: 1,
      reasons: ['Spam'],
    });

    await moderator.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: false }).expect(200);
    expect(await idsIn('hidden')).not.toContain(comment._id);
    expect(await idsIn('reported')).not.toContain(comment._id);
    expect(await entryOf('dismissed', comment._id)).toMatchObject({ count: 1, reasons: ['Spam'] });

    // Reported again by someone else: back in the queue, counting only the new report.
    await report(c, comment._id, 'Spam again');
    expect(await idsIn('dismissed')).not.toContain(comment._id);
    expect(await entryOf('reported', comment._id)).toMatchObject({ count: 1, reasons: ['Spam again'] });
  });

  it('lists under dismissed the comments whose reports were dismissed, most recently dismissed first', async () => {
    const [author, b] = reporters;
    const first = await postComment(author, writeupId, 'Dismissed first');
    const second = await postComment(author, writeupId, 'Dismissed second');
    await report(b, first._id, 'Meh');
    await report(b, second._id, 'Meh too');
    await moderator.delete(`/api/comment/${first._id}/reports`).expect(200);
    await moderator.delete(`/api/comment/${second._id}/reports`).expect(200);

    const dismissed = await idsIn('dismissed');
    expect(dismissed.indexOf(second._id)).toBeLessThan(dismissed.indexOf(first._id));
    expect(dismissed.indexOf(second._id)).toBeGreaterThanOrEqual(0);
    expect(await idsIn('reported')).not.toContain(first._id);
  });

  it('lists under hidden a comment hidden without any report', async () => {
    const comment = await postComment(reporters[0], writeupId, 'Hidden straight away');
    await moderator.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(200);
    expect(await entryOf('hidden', comment._id)).toMatchObject({
      count: 0,
      reasons: [],
      details: [],
      lastReported: null,
    });
  });

  it('pages each view and counts what it holds', async () => {
    const hidden = await view('hidden');
    expect(hidden).toMatchObject({
      page: 1,
      totalPages: 1,
      totalMatched: hidden.reports.length,
      pageSize: 20,
    });
    expect((await view('dismissed', 9)).page).toBe(1);
    expect((await view('reported')).totalMatched).toBe((await view('reported')).reports.length);
  });

  it('answers the reported view without a status', async () => {
    expect((await moderator.get('/api/comment/reports').expect(200)).body).toEqual(await view('reported'));
  });

  it.each(['bogus', 'HIDDEN', ''])('answers 400 to the status %j', async (status) => {
    const res = await moderator.get(`/api/comment/reports?status=${status}`).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'status must be one of reported, hidden, dismissed',
    });
  });
});

describe('GET /api/me/reports', () => {
  it('answers the comments on that writeup I reported, privately', async () => {
    const [author, b] = reporters;
    const otherWriteup = (await createWriteup(testApp, { author: moderator.user, title: 'Elsewhere' }))._id;
    const here = await postComment(author, writeupId, 'Reported by b here');
    const there = await postComment(author, otherWriteup, 'Reported by b there');
    await report(b, here._id, 'Rude');
    await report(b, there._id, 'Rude');

    const res = await b.get(`/api/me/reports?writeup=${otherWriteup}`).expect(200);
    expect(res.body).toEqual({ comments: [there._id] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await author.get(`/api/me/reports?writeup=${otherWriteup}`).expect(200)).body).toEqual({
      comments: [],
    });
  });

  it('answers 400 without a writeup id and 401 to a visitor', async () => {
    const res = await reporters[0].get('/api/me/reports?writeup=nope').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'writeup must be the id of a writeup',
    });
    await reporters[0].get('/api/me/reports').expect(400);
    await testApp.http().get(`/api/me/reports?writeup=${writeupId}`).expect(401);
  });
});
