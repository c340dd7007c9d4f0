import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { comments } from '../src/database/schema';
import { NOTIFY_FOLLOWERS } from '../src/writeups/publishing/follower-notices';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow, postComment } from './support/community-fixtures';
import { createWriteup, loginAs } from './support/factories';
import { jobsSettled } from './support/jobs';
import { statementsOf } from './support/query-count';

let testApp: TestApp;
let as: Callers;
let published: string;
let scheduled: string;
let draft: string;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  const author = as.admin.user;
  published = (await createWriteup(testApp, { author, title: 'Arrival' }))._id;
  scheduled = (await createWriteup(testApp, { author, title: 'Later', scheduledFor: daysFromNow(3) }))._id;
  draft = (await createWriteup(testApp, { author, title: 'Unfinished', published: false }))._id;
});

const storedComments = (writeupId: string) =>
  testApp.db.select().from(comments).where(eq(comments.writeupId, writeupId));

describe('GET /api/comment/:writeupId', () => {
  it('answers an empty list when a published writeup has no comments', async () => {
    const other = await createWriteup(testApp, { author: as.admin.user, title: 'Quiet' });
    const res = await as.visitor.get(`/api/comment/${other._id}`).expect(200);
    expect(res.body).toEqual([]);
  });

  it('reads a writeup and its comments with one query', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Counted' });
    await postComment(as.user, writeup._id, 'Counting queries.');
    // The publication's fan-out job reads the writeup too: done before counting.
    await jobsSettled(testApp, NOTIFY_FOLLOWERS);
    // A member's request is never answered from a cache; whoami costs what signing in costs.
    const session = await statementsOf(testApp, 'select', () => as.user.get('/api/whoami').expect(200));
    const read = await statementsOf(testApp, 'select', async () => {
      const res = await as.user.get(`/api/comment/${writeup._id}`).expect(200);
      expect(res.body).toHaveLength(1);
    });
    expect(read - session).toBe(1);
  });

  it('answers the comments oldest first with their authors, to visitors too', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Talkative' });
    const first = await postComment(as.user, writeup._id, 'First!');
    const second = await postComment(as.root, writeup._id, 'Second.');
    const res = await as.visitor.get(`/api/comment/${writeup._id}`).expect(200);
    expect(res.body).toEqual([first, second]);
    expect(res.body[0]).toEqual({
      _id: expect.any(String),
      contentHtml: expect.any(String),
      content: 'First!',
      user: { _id: as.user.user.id, username: as.user.user.username, avatar: null },
      created: expect.any(String),
      replyTo: null,
      likes: 0,
      spoiler: false,
    });
  });

  it('answers 404 for a scheduled writeup to a visitor and a user', async () => {
    await as.visitor.get(`/api/comment/${scheduled}`).expect(404);
    const res = await as.user.get(`/api/comment/${scheduled}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
  });

  it('answers a scheduled writeup to administrators, who see it in listings', async () => {
    await as.admin.get(`/api/comment/${scheduled}`).expect(200, []);
  });

  it('answers 404 for a draft, an unknown id and an id that is no id', async () => {
    await as.root.get(`/api/comment/${draft}`).expect(404);
    await as.visitor.get(`/api/comment/${randomUUID()}`).expect(404);
    await as.visitor.get('/api/comment/not-an-id').expect(404);
  });
});

describe('POST /api/comment/:writeupId', () => {
  it('stores a trimmed comment and answers 201 with it', async () => {
    const res = await as.user
      .post(`/api/comment/${published}`)
      .send({ content: '  Loved it.  ' })
      .expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      contentHtml: expect.any(String),
      content: 'Loved it.',
      user: { _id: as.user.user.id, username: as.user.user.username, avatar: null },
      created: expect.any(String),
      replyTo: null,
      likes: 0,
      spoiler: false,
    });
    const [stored] = await testApp.db.select().from(comments).where(eq(comments.id, res.body._id));
    expect(stored).toMatchObject({ content: 'Loved it.', userId: as.user.user.id, edited: false });
  });

  it('accepts exactly 300 characters and refuses 301 without storing anything', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Limits' });
    await as.user
      .post(`/api/comment/${writeup._id}`)
      .send({ content: 'a'.repeat(300) })
      .expect(201);
    const res = await as.user
      .post(`/api/comment/${writeup._id}`)
      .send({ content: 'a'.repeat(301) })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A comment can be at most 300 characters',
    });
    expect(await storedComments(writeup._id)).toHaveLength(1);
  });

  it('refuses an empty or blank comment, a missing one and unknown fields with 400', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Blank' });
    const blank = await as.user.post(`/api/comment/${writeup._id}`).send({ content: '   ' }).expect(400);
    expect(blank.body.message).toBe('A comment cannot be empty');
    await as.user.post(`/api/comment/${writeup._id}`).send({ content: '' }).expect(400);
    const missing = await as.user.post(`/api/comment/${writeup._id}`).send({}).expect(400);
    expect(missing.body.message).toBe('A comment must be text');
    await as.user
      .post(`/api/comment/${writeup._id}`)
      .send({ content: 'hi', user: as.root.user.id })
      .expect(400);
    expect(await storedComments(writeup._id)).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const res = await as.visitor.post(`/api/comment/${published}`).send({ content: 'Hello' }).expect(401);
    expect(res.body.message).toBe('Please sign in first');
  });

  it('answers 404 for a scheduled writeup, a draft and an unknown one, for any role', async () => {
    await as.user.post(`/api/comment/${scheduled}`).send({ content: 'Early' }).expect(404);
    await as.admin.post(`/api/comment/${scheduled}`).send({ content: 'Early' }).expect(404);
    await as.root.post(`/api/comment/${draft}`).send({ content: 'Early' }).expect(404);
    await as.user.post(`/api/comment/${randomUUID()}`).send({ content: 'Nowhere' }).expect(404);
    expect(await storedComments(scheduled)).toEqual([]);
  });

  it('lets admins and root comment too', async () => {
    await postComment(as.admin, published, 'From the author');
    await postComment(as.root, published, 'From root');
  });
});

describe('PATCH /api/comment/:id', () => {
  it('lets the owner change the content, trimmed, and marks it edited', async () => {
    const comment = await postComment(as.user, published, 'Typo hree');
    const res = await as.user
      .patch(`/api/comment/${comment._id}`)
      .send({ content: ' Typo here ' })
      .expect(200);
    expect(res.body).toEqual({
      ...comment,
      content: 'Typo here',
      contentHtml: '<p>Typo here</p>\n',
      edited: true,
    });
    const listed = await as.visitor.get(`/api/comment/${published}`).expect(200);
    expect(listed.body).toContainEqual({
      ...comment,
      content: 'Typo here',
      contentHtml: '<p>Typo here</p>\n',
      edited: true,
    });
  });

  it('answers 403 to anyone else, root included, and changes nothing', async () => {
    const comment = await postComment(as.user, published, 'Mine');
    const someone = await loginAs(testApp, 'user');
    for (const agent of [someone, as.admin, as.root]) {
      const res = await agent.patch(`/api/comment/${comment._id}`).send({ content: 'Yours' }).expect(403);
      expect(res.body.message).toBe('Only the author of a comment may edit it');
    }
    const [stored] = await testApp.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(stored).toMatchObject({ content: 'Mine', edited: false });
  });

  it('answers 400 for content over 300 characters without changing it', async () => {
    const comment = await postComment(as.user, published, 'Short');
    await as.user
      .patch(`/api/comment/${comment._id}`)
      .send({ content: 'b'.repeat(301) })
      .expect(400);
    await as.user.patch(`/api/comment/${comment._id}`).send({ content: ' ' }).expect(400);
    const [stored] = await testApp.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(stored.content).toBe('Short');
  });

  it('answers 401 to a visitor and 404 for an unknown comment', async () => {
    const comment = await postComment(as.user, published, 'Still here');
    await as.visitor.patch(`/api/comment/${comment._id}`).send({ content: 'Gone' }).expect(401);
    await as.user.patch(`/api/comment/${randomUUID()}`).send({ content: 'Gone' }).expect(404);
    await as.user.patch('/api/comment/nope').send({ content: 'Gone' }).expect(404);
  });
});

describe('DELETE /api/comment/:id', () => {
  it('lets root delete any comment', async () => {
    const comment = await postComment(as.user, published, 'Spam');
    const res = await as.root.delete(`/api/comment/${comment._id}`).expect(200);
    expect(res.body).toEqual({ ok: true, error: false });
    expect(await testApp.db.select().from(comments).where(eq(comments.id, comment._id))).toEqual([]);
  });

  it('answers 403 to the owner and to admins, 401 to a visitor, and keeps the comment', async () => {
    const comment = await postComment(as.user, published, 'Keep me');
    await as.user.delete(`/api/comment/${comment._id}`).expect(403);
    await as.admin.delete(`/api/comment/${comment._id}`).expect(403);
    await as.visitor.delete(`/api/comment/${comment._id}`).expect(401);
    expect(await testApp.db.select().from(comments).where(eq(comments.id, comment._id))).toHaveLength(1);
  });

  it('answers 404 for an unknown comment', async () => {
    await as.root.delete(`/api/comment/${randomUUID()}`).expect(404);
    await as.root.delete('/api/comment/nope').expect(404);
  });
});
