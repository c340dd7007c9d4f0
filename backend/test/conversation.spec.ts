import { eq } from 'drizzle-orm';

import type { Comment } from '@reviews/libs/contract';

import { commentLikes, comments, notificationEvents, writeupLikes } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow, postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';

// product.md §12: replies one level deep, likes of writeups and comments, spoiler comments.

let testApp: TestApp;
let as: Callers;
let other: SignedInAgent;
let writeupId: string;
let slug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  other = await loginAs(testApp, 'user');
  const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Conversation Piece' });
  writeupId = writeup._id;
  slug = writeup.slug as string;
});

const reply = (agent: SignedInAgent, content: string, replyTo: string, onWriteup = writeupId) =>
  agent.post(`/api/comment/${onWriteup}`).send({ content, replyTo });
const storedComment = async (id: string) =>
  (await testApp.db.select().from(comments).where(eq(comments.id, id)))[0];
const replyEvents = (commentId: string) =>
  testApp.db.select().from(notificationEvents).where(eq(notificationEvents.commentId, commentId));
const listed = async (id = writeupId) =>
  (await as.visitor.get(`/api/comment/${id}`).expect(200)).body as Comment[];
const detailPath = () => `/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug }))}`;

describe('POST /api/comment/:writeupId with replyTo', () => {
  it('answers a comment: the list stays flat, oldest first, each with replyTo, likes and spoiler', async () => {
    const top = await postComment(as.user, writeupId, 'What a film.');
    const res = await reply(other, 'Agreed.', top._id).expect(201);
    expect(res.body).toMatchObject({ content: 'Agreed.', replyTo: top._id, likes: 0, spoiler: false });
    expect(top).toMatchObject({ replyTo: null, likes: 0, spoiler: false });
    const list = await listed();
    expect(list.map((comment) => comment._id).slice(-2)).toEqual([top._id, res.body._id]);
  });

  it('attaches a reply to a reply to the thread of its top-level comment', async () => {
    const top = await postComment(as.user, writeupId, 'Thread start.');
    const first = (await reply(other, 'First reply.', top._id).expect(201)).body as Comment;
    const second = await reply(as.root, 'Reply to the reply.', first._id).expect(201);
    expect(second.body.replyTo).toBe(top._id);
    expect((await storedComment(second.body._id)).replyTo).toBe(top._id);
  });

  it('notifies the author of the comment answered, in the same write, but never of their own reply', async () => {
    const top = await postComment(as.user, writeupId, 'Notify me.');
    const answer = (await reply(other, 'Noted.', top._id).expect(201)).body as Comment;
    expect(await replyEvents(answer._id)).toEqual([
      expect.objectContaining({
        kind: 'reply',
        recipientId: as.user.user.id,
        actorId: other.user.id,
        writeupId,
      }),
    ]);
    const own = (await reply(as.user, 'Answering myself.', top._id).expect(201)).body as Comment;
    expect(await replyEvents(own._id)).toEqual([]);
  });

  it.each([
    ['an id that is no id', 'not-an-id', 'replyTo must be the id of a comment'],
    [
      'an unknown comment',
      '00000000-0000-4000-8000-000000000000',
      'replyTo must name a comment of the same writeup',
    ],
  ])('answers 400 and stores nothing for %s', async (_label, replyTo, message) => {
    const before = (await listed()).length;
    const res = await reply(other, 'Lost reply.', replyTo).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await listed()).toHaveLength(before);
  });

  it('answers 400 for a comment of another writeup, and stores nothing', async () => {
    const elsewhere = await createWriteup(testApp, { author: as.admin.user, title: 'Elsewhere' });
    const foreign = await postComment(as.user, elsewhere._id, 'Over here.');
    const res = await reply(other, 'Wrong place.', foreign._id).expect(400);
    expect(res.body.message).toBe('replyTo must name a comment of the same writeup');
    expect(await listed(elsewhere._id)).toHaveLength(1);
  });

  it('answers 400 for a comment hidden from the member', async () => {
    const top = await postComment(as.user, writeupId, 'Soon hidden.');
    await as.admin.patch(`/api/comment/${top._id}/visibility`).send({ hidden: true }).expect(200);
    await reply(other, 'Too late.', top._id).expect(400);
  });

  it.each([
    ['a string', 'yes'],
    ['a number', 1],
    ['null', null],
  ])('answers 400 for spoiler as %s and stores nothing', async (_label, spoiler) => {
    const before = (await listed()).length;
    const res = await as.user.post(`/api/comment/${writeupId}`).send({ content: 'Hmm', spoiler }).expect(400);
    expect(res.body.message).toBe('spoiler must be true or false');
    expect(await listed()).toHaveLength(before);
  });

  it('answers 400 for a NUL byte and stores nothing', async () => {
    const before = (await listed()).length;
    await as.user.post(`/api/comment/${writeupId}`).send({ content: 'a\u0000b', spoiler: true }).expect(400);
    expect(await listed()).toHaveLength(before);
  });

  it('keeps a comment posted with spoiler: true as such', async () => {
    const res = await as.user
      .post(`/api/comment/${writeupId}`)
      .send({ content: 'The twist!', spoiler: true })
      .expect(201);
    expect(res.body.spoiler).toBe(true);
    expect((await listed()).find((comment) => comment._id === res.body._id)?.spoiler).toBe(true);
  });
});

describe('DELETE /api/comment/:id (root) of a comment with replies', () => {
  it('takes its replies and their likes with it', async () => {
    const top = await postComment(as.user, writeupId, 'Going away.');
    const answer = (await reply(other, 'Me too.', top._id).expect(201)).body as Comment;
    await as.user.put(`/api/comment/${answer._id}/like`).expect(200);
    await as.root.delete(`/api/comment/${top._id}`).expect(200);
    expect(await storedComment(answer._id)).toBeUndefined();
    expect(
      await testApp.db.select().from(commentLikes).where(eq(commentLikes.commentId, answer._id)),
    ).toEqual([]);
    expect((await listed()).map((comment) => comment._id)).not.toContain(answer._id);
  });
});

describe('PUT and DELETE /api/comment/:id/like', () => {
  it('likes once however often asked, takes it back idempotently, and the list shows the count', async () => {
    const top = await postComment(as.user, writeupId, 'Like me.');
    await other.put(`/api/comment/${top._id}/like`).expect(200, { likes: 1 });
    await other.put(`/api/comment/${top._id}/like`).expect(200, { likes: 1 });
    await as.root.put(`/api/comment/${top._id}/like`).expect(200, { likes: 2 });
    expect((await listed()).find((comment) => comment._id === top._id)?.likes).toBe(2);
    await other.delete(`/api/comment/${top._id}/like`).expect(200, { likes: 1 });
    await other.delete(`/api/comment/${top._id}/like`).expect(200, { likes: 1 });
  });

  it('keeps the count right under concurrent likes', async () => {
    const top = await postComment(as.user, writeupId, 'Popular.');
    const fans = await Promise.all(Array.from({ length: 6 }, () => loginAs(testApp, 'user')));
    await Promise.all(fans.map((fan) => fan.put(`/api/comment/${top._id}/like`).expect(200)));
    await Promise.all(fans.slice(0, 2).map((fan) => fan.delete(`/api/comment/${top._id}/like`).expect(200)));
    expect((await storedComment(top._id)).likes).toBe(4);
  });

  it('answers 400 on your own comment and stores nothing', async () => {
    const top = await postComment(as.user, writeupId, 'Mine.');
    const res = await as.user.put(`/api/comment/${top._id}/like`).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'You cannot like your own comment',
    });
    expect((await storedComment(top._id)).likes).toBe(0);
  });

  it('answers 404 for a hidden comment, an unknown one and an id that is no id', async () => {
    const top = await postComment(as.user, writeupId, 'Hidden soon.');
    await as.admin.patch(`/api/comment/${top._id}/visibility`).send({ hidden: true }).expect(200);
    const res = await other.put(`/api/comment/${top._id}/like`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Comment not found' });
    await other.put('/api/comment/00000000-0000-4000-8000-000000000000/like').expect(404);
    await other.put('/api/comment/nope/like').expect(404);
    expect(await testApp.db.select().from(commentLikes).where(eq(commentLikes.commentId, top._id))).toEqual(
      [],
    );
  });

  it('answers 401 to a visitor', async () => {
    const top = await postComment(as.user, writeupId, 'Visitors look.');
    const res = await as.visitor.put(`/api/comment/${top._id}/like`).expect(401);
    expect(res.body.statusCode).toBe(401);
  });

  it('purges nothing and answers privately', async () => {
    const top = await postComment(as.user, writeupId, 'No purge.');
    const res = await other.put(`/api/comment/${top._id}/like`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PUT and DELETE /api/writeup/:id/like', () => {
  it('likes a published writeup; the detail and the cards carry the count', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Liked Film' });
    await as.user.put(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 1 });
    await as.user.put(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 1 });
    await other.put(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 2 });
    const detail = await as.visitor
      .get(`/api/writeup/?filter=${encodeURIComponent(JSON.stringify({ slug: writeup.slug }))}`)
      .expect(200);
    expect(detail.body.likes).toBe(2);
    const listing = await as.visitor.get('/api/writeup/listings?page=1&sort=new').expect(200);
    expect(listing.body.writeups.find((card: { _id: string }) => card._id === writeup._id)?.likes).toBe(2);
    await other.delete(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 1 });
  });

  it('answers 400 to its author and stores nothing', async () => {
    const res = await as.admin.put(`/api/writeup/${writeupId}/like`).expect(400);
    expect(res.body.message).toBe('You cannot like your own writeup');
    expect(
      await testApp.db.select().from(writeupLikes).where(eq(writeupLikes.userId, as.admin.user.id)),
    ).toEqual([]);
  });

  it('answers 404 for a draft, a scheduled writeup and an unknown id', async () => {
    const draft = await createWriteup(testApp, { author: as.admin.user, title: 'Draft', published: false });
    const scheduled = await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Scheduled',
      scheduledFor: daysFromNow(2),
    });
    for (const id of [draft._id, scheduled._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await as.user.put(`/api/writeup/${id}/like`).expect(404);
      expect(res.body.message).toBe('Writeup not found');
    }
  });

  it('answers 401 to a visitor and to a suspended member', async () => {
    await as.visitor.put(`/api/writeup/${writeupId}/like`).expect(401);
    const suspended = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${suspended.user.id}`).send({ change: 'suspend' }).expect(200);
    await suspended.put(`/api/writeup/${writeupId}/like`).expect(401);
    expect(
      await testApp.db.select().from(writeupLikes).where(eq(writeupLikes.userId, suspended.user.id)),
    ).toEqual([]);
  });

  it('counts down when a member who liked deletes their account', async () => {
    const writeup = await createWriteup(testApp, { author: as.admin.user, title: 'Leaving Fans' });
    const leaving = await loginAs(testApp, 'user');
    const top = await postComment(as.user, writeup._id, 'Stay.');
    await leaving.put(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 1 });
    await leaving.put(`/api/comment/${top._id}/like`).expect(200, { likes: 1 });
    await leaving.delete('/api/user/').expect(200);
    await other.put(`/api/writeup/${writeup._id}/like`).expect(200, { likes: 1 });
    expect((await storedComment(top._id)).likes).toBe(0);
  });
});

describe('GET /api/me/likes', () => {
  it('answers which of the asked writeups and comments I like, privately', async () => {
    const top = await postComment(as.user, writeupId, 'Which do I like?');
    const unliked = await postComment(as.user, writeupId, 'Not this one.');
    await other.put(`/api/comment/${top._id}/like`).expect(200);
    await other.put(`/api/writeup/${writeupId}/like`).expect(200);
    const res = await other
      .get(`/api/me/likes?writeups=${writeupId}&comments=${top._id},${unliked._id}`)
      .expect(200);
    expect(res.body).toEqual({ writeups: [writeupId], comments: [top._id] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await other.get('/api/me/likes').expect(200, { writeups: [], comments: [] });
  });

  it('answers 400 for an id that is no id, and for too many ids', async () => {
    const bad = await other.get('/api/me/likes?comments=abc').expect(400);
    expect(bad.body.message).toBe('comments must be ids of comments, comma-separated');
    const many = Array.from({ length: 201 }, () => writeupId).join(',');
    const tooMany = await other.get(`/api/me/likes?writeups=${many}`).expect(400);
    expect(tooMany.body.message).toBe('writeups can name at most 200 ids');
  });

  it('answers 401 to a visitor', async () => {
    await as.visitor.get(`/api/me/likes?writeups=${writeupId}`).expect(401);
  });
});

describe('public answers that carry like counts', () => {
  it('are kept by shared caches for 60 s at most, the lag product.md §12 allows', async () => {
    for (const path of [`/api/comment/${writeupId}`, detailPath(), '/api/writeup/listings?page=1&sort=new']) {
      const res = await as.visitor.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    }
  });

  it('are the same for a visitor and a member who likes things', async () => {
    const top = await postComment(as.user, writeupId, 'Same for all.');
    await other.put(`/api/comment/${top._id}/like`).expect(200);
    const visitor = await as.visitor.get(`/api/comment/${writeupId}`).expect(200);
    const member = await other.get(`/api/comment/${writeupId}`).expect(200);
    expect(member.text).toBe(visitor.text);
  });
});

describe('stats', () => {
  it('count replies as comments', async () => {
    const before = (await as.visitor.get('/api/getSiteStats').expect(200)).body.totalComments as number;
    const top = await postComment(as.user, writeupId, 'Counted.');
    await reply(other, 'Counted too.', top._id).expect(201);
    const after = (await as.visitor.get('/api/getSiteStats').expect(200)).body.totalComments as number;
    expect(after - before).toBe(2);
  });
});
