import { randomUUID } from 'node:crypto';

import type { Comment, ReportsResponse } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { commentReports, comments, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow, postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';

let testApp: TestApp;
let as: Callers;
let otherMember: SignedInAgent;
let published: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { API_DOCS: '1' } });
  as = await callers(testApp);
  otherMember = await loginAs(testApp, 'user');
  published = (await createWriteup(testApp, { author: as.admin.user, title: 'Much debated' }))._id;
});

const reportsOf = (commentId: string) =>
  testApp.db.select().from(commentReports).where(eq(commentReports.commentId, commentId));

async function storedComment(id: string) {
  const [row] = await testApp.db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** A comment by the member `as.user` on a published writeup. */
const memberComment = (content = 'You are all wrong') => postComment(as.user, published, content);

async function report(agent: SignedInAgent, commentId: string, reason = 'Rude') {
  await agent.post(`/api/comment/${commentId}/report`).send({ reason }).expect(201);
}

async function hide(commentId: string) {
  await as.admin.patch(`/api/comment/${commentId}/visibility`).send({ hidden: true }).expect(200);
}

async function queue(agent: SignedInAgent = as.admin, page = 1): Promise<ReportsResponse> {
  const res = await agent.get(`/api/comment/reports?page=${page}`).expect(200);
  return res.body as ReportsResponse;
}

const queuedIds = async () =>
  (await queue()).reports.map((entry) => (entry.kind === 'comment' ? entry.comment._id : entry.entry._id));

describe('POST /api/comment/:id/report', () => {
  it('stores a trimmed report and answers 201', async () => {
    const comment = await memberComment();
    const res = await otherMember
      .post(`/api/comment/${comment._id}/report`)
      .send({ reason: '  Insulting  ' })
      .expect(201);
    expect(res.body).toEqual({ ok: true });
    expect(await reportsOf(comment._id)).toEqual([
      expect.objectContaining({
        userId: otherMember.user.id,
        reason: 'Insulting',
        reportedContent: comment.content,
        dismissed: null,
      }),
    ]);
  });

  it('answers 409 to a second report by the same member and keeps the first', async () => {
    const comment = await memberComment();
    await report(otherMember, comment._id, 'First reason');
    const res = await otherMember
      .post(`/api/comment/${comment._id}/report`)
      .send({ reason: 'Again' })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already reported this comment',
    });
    expect((await reportsOf(comment._id)).map((row) => row.reason)).toEqual(['First reason']);
  });

  it('answers 400 to the author reporting their own comment', async () => {
    const comment = await memberComment();
    const res = await as.user.post(`/api/comment/${comment._id}/report`).send({ reason: 'Oops' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'You cannot report your own comment',
    });
    expect(await reportsOf(comment._id)).toEqual([]);
  });

  it.each([
    [{}, 'A reason must be text'],
    [{ reason: '   ' }, 'Please give a reason'],
    [{ reason: 'x'.repeat(301) }, 'A reason can be at most 300 characters'],
    [{ reason: 'Rude', extra: true }, 'property extra should not exist'],
  ])('answers 400 for the body %j and stores nothing', async (body, message) => {
    const comment = await memberComment();
    const res = await otherMember.post(`/api/comment/${comment._id}/report`).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await reportsOf(comment._id)).toEqual([]);
  });

  it('answers 404 for a hidden comment, an unknown one and an id that is no id', async () => {
    const comment = await memberComment();
    await hide(comment._id);
    const res = await otherMember
      .post(`/api/comment/${comment._id}/report`)
      .send({ reason: 'Rude' })
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Comment not found' });
    await otherMember.post(`/api/comment/${randomUUID()}/report`).send({ reason: 'Rude' }).expect(404);
    await otherMember.post('/api/comment/nope/report').send({ reason: 'Rude' }).expect(404);
    expect(await reportsOf(comment._id)).toEqual([]);
  });

  it('answers 404 for a comment on a writeup the member cannot see', async () => {
    const later = await createWriteup(testApp, { author: as.admin.user, title: 'Unpublished again' });
    const comment = await postComment(as.root, later._id, 'Early bird');
    // Moved back into the future, as a schedule would leave it.
    await testApp.db
      .update(writeups)
      .set({ visibleAfter: daysFromNow(2) })
      .where(eq(writeups.id, later._id));
    await otherMember.post(`/api/comment/${comment._id}/report`).send({ reason: 'Rude' }).expect(404);
    expect(await reportsOf(comment._id)).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const comment = await memberComment();
    await as.visitor.post(`/api/comment/${comment._id}/report`).send({ reason: 'Rude' }).expect(401);
    expect(await reportsOf(comment._id)).toEqual([]);
  });

  it('lets admins and root report too', async () => {
    const comment = await memberComment();
    await report(as.admin, comment._id);
    await report(as.root, comment._id);
    expect(await reportsOf(comment._id)).toHaveLength(2);
  });

  it('answers 429 beyond RATE_LIMIT_PER_MINUTE and stores nothing more', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      // Counts are shared by every instance on this database: a client address of its own.
      const member = await createUser(limited, { type: 'user' });
      const reporter = Object.assign(limited.http().set('X-Forwarded-For', '203.0.113.21'), { user: member });
      await reporter
        .post('/api/login')
        .send({ emailOrUsername: member.email, password: member.password, type: 'email' })
        .expect(200);
      // Stored directly: posting them would meet the same limit.
      const targets = await limited.db
        .insert(comments)
        .values(
          [1, 2, 3].map((n) => ({ writeupId: published, userId: as.user.user.id, content: `Bait ${n}` })),
        )
        .returning();
      await report(reporter, targets[0].id);
      await report(reporter, targets[1].id);
      const res = await reporter
        .post(`/api/comment/${targets[2].id}/report`)
        .send({ reason: 'Rude' })
        .expect(429);
      expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(await reportsOf(targets[2].id)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('PATCH /api/comment/:id/visibility', () => {
  it('hides a comment: it leaves the queue and disappears for visitors and other members', async () => {
    const comment = await memberComment('Something awful');
    await report(otherMember, comment._id);
    expect(await queuedIds()).toContain(comment._id);

    const res = await as.admin
      .patch(`/api/comment/${comment._id}/visibility`)
      .send({ hidden: true })
      .expect(200);
    expect(res.body).toEqual({ ...comment, hidden: true });
    expect((await storedComment(comment._id)).hidden).toBe(true);
    expect(await queuedIds()).not.toContain(comment._id);

    const ids = (list: Comment[]) => list.map((entry) => entry._id);
    expect(ids((await as.visitor.get(`/api/comment/${published}`).expect(200)).body)).not.toContain(
      comment._id,
    );
    expect(ids((await otherMember.get(`/api/comment/${published}`).expect(200)).body)).not.toContain(
      comment._id,
    );
  });

  it('shows a hidden comment to moderators in the list, marked hidden, and to its author apart', async () => {
    const comment = await memberComment('Hidden but mine');
    await hide(comment._id);
    for (const agent of [as.admin, as.root]) {
      const list = (await agent.get(`/api/comment/${published}`).expect(200)).body as Comment[];
      expect(list.find((entry) => entry._id === comment._id)).toEqual({ ...comment, hidden: true });
    }
    // The list is the same for every member (product.md §7): the author asks for theirs.
    const list = (await as.user.get(`/api/comment/${published}`).expect(200)).body as Comment[];
    expect(list.map((entry) => entry._id)).not.toContain(comment._id);
    const mine = await as.user.get(`/api/me/comments?writeup=${published}`).expect(200);
    expect(mine.body.comments).toContainEqual({ ...comment, hidden: true });
  });

  it('drops a hidden comment from a visitor answer that was cached before', async () => {
    const comment = await memberComment('Cached then hidden');
    const ids = async () =>
      ((await as.visitor.get(`/api/comment/${published}`).expect(200)).body as Comment[]).map((c) => c._id);
    expect(await ids()).toContain(comment._id);
    await hide(comment._id);
    expect(await ids()).not.toContain(comment._id);
  });

  it('restores a hidden comment for everyone and dismisses its reports', async () => {
    const comment = await memberComment('Fine after all');
    await report(otherMember, comment._id);
    await hide(comment._id);
    const res = await as.root
      .patch(`/api/comment/${comment._id}/visibility`)
      .send({ hidden: false })
      .expect(200);
    expect(res.body).toEqual(comment);
    const list = (await as.visitor.get(`/api/comment/${published}`).expect(200)).body as Comment[];
    expect(list.map((entry) => entry._id)).toContain(comment._id);
    expect(await reportsOf(comment._id)).toEqual([expect.objectContaining({ dismissed: expect.any(Date) })]);
    expect(await queuedIds()).not.toContain(comment._id);
  });

  it.each([{}, { hidden: 'yes' }, { hidden: true, content: 'x' }])(
    'answers 400 for the body %j and changes nothing',
    async (body) => {
      const comment = await memberComment();
      const res = await as.admin.patch(`/api/comment/${comment._id}/visibility`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect((await storedComment(comment._id)).hidden).toBe(false);
    },
  );

  it('answers 403 to members, its author included, and 401 to a visitor; nothing changes', async () => {
    const comment = await memberComment();
    await otherMember.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(403);
    await as.user.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(403);
    await as.visitor.patch(`/api/comment/${comment._id}/visibility`).send({ hidden: true }).expect(401);
    expect((await storedComment(comment._id)).hidden).toBe(false);
  });

  it('answers 404 for an unknown comment and an id that is no id', async () => {
    const res = await as.admin
      .patch(`/api/comment/${randomUUID()}/visibility`)
      .send({ hidden: true })
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Comment not found' });
    await as.admin.patch('/api/comment/nope/visibility').send({ hidden: true }).expect(404);
  });
});

describe('GET /api/me/comments', () => {
  it("answers the caller's hidden comments on the writeup, oldest first, privately", async () => {
    const writeup = (await createWriteup(testApp, { author: as.admin.user }))._id;
    const author = await loginAs(testApp, 'user');
    const first = await postComment(author, writeup, 'First, hidden');
    await postComment(author, writeup, 'Still visible');
    const third = await postComment(author, writeup, 'Third, hidden');
    const someoneElses = await postComment(otherMember, writeup, 'Not theirs');
    for (const id of [third._id, first._id, someoneElses._id]) await hide(id);

    const res = await author.get(`/api/me/comments?writeup=${writeup}`).expect(200);
    expect(res.body).toEqual({
      comments: [
        { ...first, hidden: true },
        { ...third, hidden: true },
      ],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const none = await loginAs(testApp, 'user');
    expect((await none.get(`/api/me/comments?writeup=${writeup}`).expect(200)).body).toEqual({
      comments: [],
    });
  });

  it.each(['', '?writeup=nope', '?writeup={id}&extra=1'])('answers 400 to the query %s', async (query) => {
    const res = await as.user.get(`/api/me/comments${query.replace('{id}', published)}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 401 to a visitor', async () => {
    const res = await as.visitor.get(`/api/me/comments?writeup=${published}`).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Please sign in first' });
  });

  it('answers 404 for an unknown writeup and one the caller cannot see', async () => {
    const scheduled = await createWriteup(testApp, { author: as.admin.user, scheduledFor: daysFromNow(3) });
    for (const id of [randomUUID(), scheduled._id]) {
      const res = await as.user.get(`/api/me/comments?writeup=${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
    }
  });
});

describe('DELETE /api/comment/:id/reports', () => {
  it('dismisses the reports: the comment leaves the queue and stays visible', async () => {
    const comment = await memberComment('Harsh but fair');
    await report(otherMember, comment._id);
    const res = await as.admin.delete(`/api/comment/${comment._id}/reports`).expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(await reportsOf(comment._id)).toEqual([expect.objectContaining({ dismissed: expect.any(Date) })]);
    expect(await queuedIds()).not.toContain(comment._id);
    expect((await storedComment(comment._id)).hidden).toBe(false);
    const list = (await as.visitor.get(`/api/comment/${published}`).expect(200)).body as Comment[];
    expect(list.map((entry) => entry._id)).toContain(comment._id);
  });

  it('answers 403 to a member and 401 to a visitor; the reports stay', async () => {
    const comment = await memberComment();
    await report(otherMember, comment._id);
    await as.user.delete(`/api/comment/${comment._id}/reports`).expect(403);
    await as.visitor.delete(`/api/comment/${comment._id}/reports`).expect(401);
    expect(await reportsOf(comment._id)).toEqual([expect.objectContaining({ dismissed: null })]);
  });

  it('answers 404 for an unknown comment', async () => {
    await as.root.delete(`/api/comment/${randomUUID()}/reports`).expect(404);
    await as.root.delete('/api/comment/nope/reports').expect(404);
  });
});

describe('GET /api/docs-json', () => {
  it('documents the moderation calls', async () => {
    const { body: doc } = await as.visitor.get('/api/docs-json').expect(200);
    expect(doc.paths['/api/comment/{id}/reports'].delete.summary).toMatch(/^Dismiss/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/comment/{id}/report',
        '/api/comment/reports',
        '/api/comment/{id}/visibility',
        '/api/me/reports',
      ]),
    );
    const status = doc.paths['/api/comment/reports'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'status',
    );
    expect(status.schema.enum).toEqual(['reported', 'hidden', 'dismissed']);
  });
});
