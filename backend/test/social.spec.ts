import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type { FeedResponse, Notification, NotificationsResponse } from '@reviews/libs/contract';
import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';

import { comments, follows, notificationEvents, ratings, users } from '../src/database/schema';
import { NOTIFY_FOLLOWERS } from '../src/writeups/publishing/follower-notices';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { jobsSettled } from './support/jobs';

// product.md §13: follows, the feed of the members one follows, and notifications. The daily
// digest is in social-digest.spec.ts.

let testApp: TestApp;
let as: Callers;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['surrogate-key']).toBeUndefined();
}

const follow = (agent: SignedInAgent, username: string) => agent.put(`/api/user/${username}/follow`);
const unfollow = (agent: SignedInAgent, username: string) => agent.delete(`/api/user/${username}/follow`);
const followRows = (followerId: string) =>
  testApp.db.select().from(follows).where(eq(follows.followerId, followerId));
const eventsOf = (recipientId: string) =>
  testApp.db.select().from(notificationEvents).where(eq(notificationEvents.recipientId, recipientId));
const notificationsOf = async (agent: SignedInAgent, page = 1) =>
  (await agent.get(`/api/notifications?page=${page}`).expect(200)).body as NotificationsResponse;
const unreadOf = async (agent: SignedInAgent) =>
  ((await agent.get('/api/notifications/unread-count').expect(200)).body as { count: number }).count;
const feedOf = async (agent: SignedInAgent, page = 1) =>
  (await agent.get(`/api/me/feed?page=${page}`).expect(200)).body as FeedResponse;
const reply = (agent: SignedInAgent, writeupId: string, replyTo: string, content: string, spoiler = false) =>
  agent.post(`/api/comment/${writeupId}`).send({ content, replyTo, spoiler }).expect(201);

describe('PUT /api/user/:username/follow', () => {
  it('follows a member (any case of the name), idempotently, and tells them once', async () => {
    const [fan, star] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    const res = await follow(fan, star.user.username.toUpperCase()).expect(200);
    expect(res.body).toEqual({ following: true });
    await follow(fan, star.user.username).expect(200);
    expect(await followRows(fan.user.id)).toEqual([expect.objectContaining({ followeeId: star.user.id })]);
    expect(await eventsOf(star.user.id)).toEqual([
      expect.objectContaining({ kind: 'follow', actorId: fan.user.id, read: false }),
    ]);
    const [entry] = (await notificationsOf(star)).notifications;
    expect(entry).toMatchObject({
      kind: 'follow',
      actors: [{ _id: fan.user.id, username: fan.user.username }],
    });
  });

  it('answers 400 and stores nothing for following yourself', async () => {
    const member = await loginAs(testApp, 'user');
    const res = await follow(member, member.user.username).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'You cannot follow yourself',
    });
    expect(await followRows(member.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown member', async () => {
    const member = await loginAs(testApp, 'user');
    const res = await follow(member, 'nobody-by-this-name').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
    expect(await followRows(member.user.id)).toEqual([]);
  });

  it('answers 401 to visitors', async () => {
    await as.visitor.put(`/api/user/${as.admin.user.username}/follow`).expect(401);
    await as.visitor.delete(`/api/user/${as.admin.user.username}/follow`).expect(401);
  });

  it('gives suspended accounts none of it: their sessions end and their calls answer 401', async () => {
    const member = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${member.user.id}`).send({ change: 'suspend' }).expect(200);
    await follow(member, as.admin.user.username).expect(401);
    await member.get('/api/me/feed').expect(401);
    await member.get('/api/notifications').expect(401);
    await member.get('/api/notifications/unread-count').expect(401);
    expect(await followRows(member.user.id)).toEqual([]);
  });

  it('lets staff follow too', async () => {
    const member = await loginAs(testApp, 'user');
    await follow(as.admin, member.user.username).expect(200);
    expect(await followRows(as.admin.user.id)).toContainEqual(
      expect.objectContaining({ followeeId: member.user.id }),
    );
  });
});

describe('DELETE /api/user/:username/follow', () => {
  it('stops following, idempotently, and takes back the unread follow notification', async () => {
    const [fan, star] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    await follow(fan, star.user.username).expect(200);
    const res = await unfollow(fan, star.user.username).expect(200);
    expect(res.body).toEqual({ following: false });
    await unfollow(fan, star.user.username).expect(200);
    expect(await followRows(fan.user.id)).toEqual([]);
    expect(await eventsOf(star.user.id)).toEqual([]);
  });

  it('answers 400 for yourself and 404 for an unknown member', async () => {
    const member = await loginAs(testApp, 'user');
    await unfollow(member, member.user.username).expect(400);
    await unfollow(member, 'nobody-by-this-name').expect(404);
  });
});

describe('GET /api/user/:username (follow counts)', () => {
  it('carries followers and following, the same bytes for a visitor and a member, kept at most the count lag', async () => {
    const [a, b, c] = [
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
    ];
    await follow(a, c.user.username).expect(200);
    await follow(b, c.user.username).expect(200);
    await follow(c, a.user.username).expect(200);
    const visitor = await as.visitor.get(`/api/user/${c.user.username}`).expect(200);
    expect(visitor.body).toMatchObject({ followers: 2, following: 1 });
    expect(visitor.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}`);
    const member = await a.get(`/api/user/${c.user.username}`).expect(200);
    expect(member.text).toBe(visitor.text);
    expect(member.headers['cache-control']).toBe(visitor.headers['cache-control']);
  });
});

describe('GET /api/user/:username/followers and /following', () => {
  it('lists members newest follow first, paged, public', async () => {
    const star = await loginAs(testApp, 'user');
    const fans = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    for (const fan of fans) await follow(fan, star.user.username).expect(200);
    const res = await as.visitor.get(`/api/user/${star.user.username}/followers`).expect(200);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 2 });
    expect(res.body.users).toEqual([
      { _id: fans[1].user.id, username: fans[1].user.username, avatar: null },
      { _id: fans[0].user.id, username: fans[0].user.username, avatar: null },
    ]);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const following = await as.visitor.get(`/api/user/${fans[0].user.username}/following?page=9`).expect(200);
    expect(following.body).toMatchObject({ page: 1, users: [{ _id: star.user.id }] });
  });

  it('answers 404 for an unknown member and 400 for an unknown query parameter', async () => {
    await as.visitor.get('/api/user/nobody-by-this-name/followers').expect(404);
    await as.visitor.get(`/api/user/${as.admin.user.username}/following?junk=1`).expect(400);
  });
});

describe('GET /api/me/follows', () => {
  it('answers those of the asked members I follow, privately', async () => {
    const [fan, star, other] = [
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
    ];
    await follow(fan, star.user.username).expect(200);
    const res = await fan
      .get(`/api/me/follows?users=${star.user.username.toUpperCase()},${other.user.username},ghost`)
      .expect(200);
    expect(res.body).toEqual({ following: [star.user.username] });
    expectPrivate(res);
  });

  it('answers 400 for too many names and 401 to visitors', async () => {
    const names = Array.from({ length: 101 }, (_, i) => `name${i}`).join(',');
    await as.user.get(`/api/me/follows?users=${names}`).expect(400);
    await as.visitor.get('/api/me/follows?users=a').expect(401);
  });
});

describe('GET /api/me/feed', () => {
  it('shows what the members I follow published, rated and commented, newest first, and nothing else', async () => {
    const fan = await loginAs(testApp, 'user');
    const author = await loginAs(testApp, 'admin');
    const critic = await loginAs(testApp, 'user');
    const stranger = await loginAs(testApp, 'user');
    await follow(fan, author.user.username).expect(200);
    await follow(fan, critic.user.username).expect(200);

    const older = await createWriteup(testApp, {
      author: author.user,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const film = await createWriteup(testApp, { author: author.user, title: 'Feed Film' });
    await createWriteup(testApp, { author: author.user, published: false });
    await createWriteup(testApp, { author: author.user, scheduledFor: new Date(Date.now() + 86_400_000) });
    await createWriteup(testApp, { author: as.admin.user });
    const said = await postComment(critic, film._id, 'Loved it');
    const hidden = await postComment(critic, film._id, 'Hidden later');
    await as.root.patch(`/api/comment/${hidden._id}/visibility`).send({ hidden: true }).expect(200);
    await postComment(stranger, film._id, 'Not followed');
    // Ratings come from the ratings table (their API is product.md §13's audience score).
    await testApp.db.insert(ratings).values({ writeupId: film._id, userId: critic.user.id, score: 80 });

    const res = await fan.get('/api/me/feed').expect(200);
    expectPrivate(res);
    const feed = res.body as FeedResponse;
    expect(feed.items.map((item) => [item.kind, item.actor.username, item.writeup?._id])).toEqual([
      ['rated', critic.user.username, film._id],
      ['commented', critic.user.username, film._id],
      ['published', author.user.username, film._id],
      ['published', author.user.username, older._id],
    ]);
    expect(feed.items[0]).toMatchObject({ score: 80, writeup: { title: 'Feed Film' } });
    expect(feed.items[0].writeup).not.toHaveProperty('content');
    expect(feed.items[1].comment).toEqual({
      _id: said._id,
      content: 'Loved it',
      contentHtml: '<p>Loved it</p>\n',
      spoiler: false,
    });
    expect(feed).toMatchObject({ page: 1, totalPages: 1, totalMatched: 4 });
  });

  it('pages, newest first, a page past the end answering the last', async () => {
    const fan = await loginAs(testApp, 'user');
    const talker = await loginAs(testApp, 'user');
    await follow(fan, talker.user.username).expect(200);
    const film = await createWriteup(testApp, { author: as.admin.user });
    for (let i = 0; i < 22; i += 1) await postComment(talker, film._id, `Comment ${i}`);
    const first = await feedOf(fan);
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalMatched: 22 });
    expect(first.items[0].comment?.content).toBe('Comment 21');
    const last = await feedOf(fan, 7);
    expect(last.page).toBe(2);
    expect(last.items.map((item) => item.comment?.content)).toEqual(['Comment 1', 'Comment 0']);
  });

  it('answers 401 to visitors', async () => {
    await as.visitor.get('/api/me/feed').expect(401);
  });
});

describe('GET /api/notifications', () => {
  it('tells me of a reply, with its writeup card and the reply, privately', async () => {
    const [me, other] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    const film = await createWriteup(testApp, { author: as.admin.user, title: 'Reply Film' });
    const mine = await postComment(me, film._id, 'My take');
    const answer = (await reply(other, film._id, mine._id, 'Answer')).body;
    const res = await me.get('/api/notifications').expect(200);
    expectPrivate(res);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, totalMatched: 1 });
    const [entry] = (res.body as NotificationsResponse).notifications;
    expect(entry).toMatchObject({
      kind: 'reply',
      actors: [{ _id: other.user.id, username: other.user.username, avatar: null }],
      actorCount: 1,
      writeup: { _id: film._id, title: 'Reply Film' },
      comment: { _id: answer._id, content: 'Answer' },
      read: false,
    });
    expect(entry.writeup).not.toHaveProperty('content');
  });

  it('never carries spoilers: a spoiler reply shows a stand-in, ||marked|| text goes', async () => {
    const [me, other] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    const film = await createWriteup(testApp, { author: as.admin.user });
    const mine = await postComment(me, film._id, 'Thoughts?');
    await reply(other, film._id, mine._id, 'The killer is the butler', true);
    await reply(other, film._id, mine._id, 'Wait for ||the twist|| at the end');
    const texts = (await notificationsOf(me)).notifications.map((entry) => entry.comment?.content);
    expect(texts).toHaveLength(2);
    expect(texts.join(' ')).not.toMatch(/butler|twist/);
    expect(texts[0]).toMatch(/^Wait for .* at the end$/);
  });

  it('gathers the likes of one thing into one entry with its actors, and an unlike takes one back', async () => {
    const author = await loginAs(testApp, 'admin');
    const film = await createWriteup(testApp, { author: author.user, title: 'Liked Film' });
    const [a, b] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    await a.put(`/api/writeup/${film._id}/like`).expect(200);
    await b.put(`/api/writeup/${film._id}/like`).expect(200);
    await b.put(`/api/writeup/${film._id}/like`).expect(200);
    const comment = await postComment(author, film._id, 'Thanks for reading');
    await a.put(`/api/comment/${comment._id}/like`).expect(200);

    const entries = (await notificationsOf(author)).notifications;
    expect(entries.map((entry) => [entry.kind, entry.comment?._id ?? null, entry.actorCount])).toEqual([
      ['like', comment._id, 1],
      ['like', null, 2],
    ]);
    expect(entries[1].actors.map((actor) => actor._id)).toEqual([b.user.id, a.user.id]);
    expect(await unreadOf(author)).toBe(2);

    await b.delete(`/api/writeup/${film._id}/like`).expect(200);
    const after = (await notificationsOf(author)).notifications;
    expect(after[1]).toMatchObject({ actorCount: 1, actors: [{ _id: a.user.id }] });
    await a.delete(`/api/comment/${comment._id}/like`).expect(200);
    expect((await notificationsOf(author)).notifications.map((entry) => entry.comment?._id ?? null)).toEqual([
      null,
    ]);
  });

  it('starts a new entry for likes that come after the gathered one was read', async () => {
    const author = await loginAs(testApp, 'admin');
    const film = await createWriteup(testApp, { author: author.user });
    const [a, b] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    await a.put(`/api/writeup/${film._id}/like`).expect(200);
    await author.post('/api/notifications/read').send({}).expect(200);
    await b.put(`/api/writeup/${film._id}/like`).expect(200);
    const entries = (await notificationsOf(author)).notifications;
    expect(entries.map((entry) => [entry.read, entry.actors.map((actor) => actor._id)])).toEqual([
      [false, [b.user.id]],
      [true, [a.user.id]],
    ]);
  });

  it('tells followers of a new writeup by an author they follow, a scheduled one only when its time comes', async () => {
    const author = await loginAs(testApp, 'admin');
    const fan = await loginAs(testApp, 'user');
    await follow(fan, author.user.username).expect(200);
    const published = await createWriteup(testApp, { author: author.user, title: 'Out Now' });
    // Far enough ahead for the job to have run on a loaded machine before it comes.
    const soon = new Date(Date.now() + 10_000);
    const scheduled = await createWriteup(testApp, { author: author.user, scheduledFor: soon });
    await createWriteup(testApp, { author: author.user, published: false });
    // Written by a job (product.md §19), which the worker of this app runs.
    await jobsSettled(testApp, NOTIFY_FOLLOWERS);

    expect((await notificationsOf(fan)).notifications).toEqual([
      expect.objectContaining({
        kind: 'published',
        writeup: expect.objectContaining({ _id: published._id }),
      }),
    ]);
    expect(await unreadOf(fan)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    const later = (await notificationsOf(fan)).notifications;
    expect(later.map((entry) => entry.writeup?._id)).toEqual([scheduled._id, published._id]);
    expect(await unreadOf(fan)).toBe(2);
  });

  it('does not tell followers again when a published writeup is edited', async () => {
    const author = await loginAs(testApp, 'admin');
    const fan = await loginAs(testApp, 'user');
    const old = await createWriteup(testApp, {
      author: author.user,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    await follow(fan, author.user.username).expect(200);
    // The answer's stored HTML is no field of a save.
    const {
      contentHtml: _contentHtml,
      notesHtml: _notesHtml,
      ...fields
    } = old as typeof old & {
      notesHtml?: string;
    };
    await author
      .patch('/api/writeup/')
      .send({ ...fields, title: 'Edited title', publishNow: false })
      .expect(200);
    expect((await notificationsOf(fan)).notifications).toEqual([]);
  });

  it('never tells me of my own actions', async () => {
    const author = await loginAs(testApp, 'admin');
    const film = await createWriteup(testApp, { author: author.user });
    const own = await postComment(author, film._id, 'My own comment');
    await reply(author, film._id, own._id, 'My own reply');
    await author.put(`/api/writeup/${film._id}/like`).expect(400);
    await author.put(`/api/comment/${own._id}/like`).expect(400);
    await follow(author, author.user.username).expect(400);
    expect(await eventsOf(author.user.id)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
  });

  it('leaves out a reply a moderator hid', async () => {
    const [me, other] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    const film = await createWriteup(testApp, { author: as.admin.user });
    const mine = await postComment(me, film._id, 'Open question');
    const answer = (await reply(other, film._id, mine._id, 'Rude answer')).body;
    expect(await unreadOf(me)).toBe(1);
    await as.root.patch(`/api/comment/${answer._id}/visibility`).send({ hidden: true }).expect(200);
    expect(await unreadOf(me)).toBe(0);
    expect((await notificationsOf(me)).notifications).toEqual([]);
  });

  it('answers 401 to visitors', async () => {
    await as.visitor.get('/api/notifications').expect(401);
    await as.visitor.get('/api/notifications/unread-count').expect(401);
    await as.visitor.post('/api/notifications/read').send({}).expect(401);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts my unread entries, privately', async () => {
    const [me, other] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    await follow(other, me.user.username).expect(200);
    const res = await me.get('/api/notifications/unread-count').expect(200);
    expect(res.body).toEqual({ count: 1 });
    expectPrivate(res);
  });
});

describe('POST /api/notifications/read', () => {
  async function twoEntries(): Promise<{ me: SignedInAgent; entries: Notification[] }> {
    const me = await loginAs(testApp, 'user');
    for (const fan of [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')]) {
      await follow(fan, me.user.username).expect(200);
    }
    return { me, entries: (await notificationsOf(me)).notifications };
  }

  it('marks the given entries read and answers the unread count', async () => {
    const { me, entries } = await twoEntries();
    const res = await me
      .post('/api/notifications/read')
      .send({ ids: [entries[0]._id] })
      .expect(200);
    expect(res.body).toEqual({ count: 1 });
    expectPrivate(res);
    expect((await notificationsOf(me)).notifications.map((entry) => entry.read)).toEqual([true, false]);
  });

  it('marks all of mine read without ids, and no one else’s', async () => {
    const { me } = await twoEntries();
    const { me: other } = await twoEntries();
    await me.post('/api/notifications/read').send({}).expect(200);
    expect(await unreadOf(me)).toBe(0);
    expect(await unreadOf(other)).toBe(2);
  });

  it('answers 404 and changes nothing for an unknown id or another member’s entry', async () => {
    const { me, entries } = await twoEntries();
    const { entries: theirs } = await twoEntries();
    for (const ids of [[entries[0]._id, UNKNOWN_ID], [theirs[0]._id]]) {
      const res = await me.post('/api/notifications/read').send({ ids }).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No such notification of yours',
      });
    }
    expect(await unreadOf(me)).toBe(2);
    const stored = await testApp.db
      .select()
      .from(notificationEvents)
      .where(and(eq(notificationEvents.id, theirs[0]._id), eq(notificationEvents.read, true)));
    expect(stored).toEqual([]);
  });

  it.each([
    ['ids that are no ids', { ids: ['not-an-id'] }],
    ['ids that are no list', { ids: 'all' }],
    ['an unknown field', { everything: true }],
  ])('answers 400 and changes nothing for %s', async (_label, body) => {
    const { me } = await twoEntries();
    const res = await me.post('/api/notifications/read').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await unreadOf(me)).toBe(2);
  });
});

describe('account deletion', () => {
  it('takes the member’s follows and the notifications they caused with it', async () => {
    const [me, gone] = [await loginAs(testApp, 'user'), await loginAs(testApp, 'user')];
    await follow(gone, me.user.username).expect(200);
    const film = await createWriteup(testApp, { author: as.admin.user });
    const mine = await postComment(me, film._id, 'Hello');
    await reply(gone, film._id, mine._id, 'Bye');
    expect(await unreadOf(me)).toBe(2);
    await gone.delete('/api/user').expect(200);
    expect(await unreadOf(me)).toBe(0);
    expect(await testApp.db.select().from(follows).where(eq(follows.followerId, gone.user.id))).toEqual([]);
    expect(await testApp.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
    expect(await testApp.db.select().from(comments).where(eq(comments.userId, gone.user.id))).toEqual([]);
  });
});
