import type { FeedResponse, ListsPage, MemberList } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';

import { listEntries, lists, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';
import { purgesSettled } from './support/purges';

// product.md §16: members' lists, ranked or not, with notes; public, unlisted or private.

let testApp: TestApp;
let as: Callers;
let cache: PurgeReceiver;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const review = (title?: string) =>
  createWriteup(testApp, { author: as.admin.user, ...(title ? { title } : {}) });
/** Every write purges again a moment later: waits for those of earlier writes. */
const repurgesDone = () => purgesSettled(testApp);
const storedList = async (id: string) => (await testApp.db.select().from(lists).where(eq(lists.id, id)))[0];
const storedEntries = (id: string) =>
  testApp.db.select().from(listEntries).where(eq(listEntries.listId, id)).orderBy(listEntries.position);

function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['surrogate-key']).toBeUndefined();
}

function expectPublic(res: Response): string[] {
  expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  return String(res.headers['surrogate-key']).split(' ');
}

async function newList(agent: SignedInAgent, body: Record<string, unknown> = {}): Promise<MemberList> {
  const res = await agent
    .post('/api/lists')
    .send({ title: 'My list', ...body })
    .expect(201);
  return res.body as MemberList;
}

async function fill(agent: SignedInAgent, listId: string, writeupIds: string[]): Promise<MemberList> {
  const res = await agent
    .put(`/api/lists/${listId}/entries`)
    .send({ entries: writeupIds.map((writeup) => ({ writeup })) })
    .expect(200);
  return res.body as MemberList;
}

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { CACHE_PURGE_URLS: cache.url } });
  as = await callers(testApp);
});

afterAll(() => cache.stop());

describe('POST /api/lists', () => {
  it('answers 201 with the new list, public and not ranked by default', async () => {
    const member = await loginAs(testApp, 'user');
    const res = await member.post('/api/lists').send({ title: '  Films for a rainy day ' }).expect(201);
    expectPrivate(res);
    expect(res.body).toEqual({
      _id: expect.any(String),
      title: 'Films for a rainy day',
      description: '',
      descriptionHtml: '',
      ranked: false,
      visibility: 'public',
      user: { _id: member.user.id, username: member.user.username, avatar: null },
      entries: [],
      entryCount: 0,
      likes: 0,
      created: expect.any(String),
      updated: expect.any(String),
    });
    const ranked = await newList(member, {
      title: 'Top 3',
      description: 'The *best*',
      ranked: true,
      visibility: 'unlisted',
    });
    expect(ranked).toMatchObject({
      title: 'Top 3',
      description: 'The *best*',
      ranked: true,
      visibility: 'unlisted',
    });
  });

  it('answers 400 for bad input and stores nothing', async () => {
    const member = await loginAs(testApp, 'user');
    const bad = [
      {},
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { title: 42 },
      { title: 'ok', description: 'x'.repeat(2001) },
      { title: 'ok', ranked: 'yes' },
      { title: 'ok', visibility: 'friends' },
      { title: 'ok', likes: 5 },
      { title: 'ok', user: as.root.user.id },
    ];
    for (const body of bad) {
      const res = await member.post('/api/lists').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    }
    expect(await testApp.db.select().from(lists).where(eq(lists.userId, member.user.id))).toEqual([]);
    await newList(member, { title: 'x'.repeat(100), description: 'y'.repeat(2000) });
  });

  it('answers 401 to visitors and suspended members', async () => {
    await as.visitor.post('/api/lists').send({ title: 'Nope' }).expect(401);
    const suspended = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${suspended.user.id}`).send({ change: 'suspend' }).expect(200);
    await suspended.post('/api/lists').send({ title: 'Nope' }).expect(401);
    expect(await testApp.db.select().from(lists).where(eq(lists.userId, suspended.user.id))).toEqual([]);
  });
});

describe('PUT /api/lists/:id/entries', () => {
  it('replaces the ordered entries, with notes and spoilers, ranked from 1', async () => {
    const member = await loginAs(testApp, 'user');
    const list = await newList(member, { ranked: true });
    const [a, b, c] = [
      await review('Alpha'),
      await review('Beta'),
      await createWriteup(testApp, { author: as.admin.user, type: 'series' }),
    ];
    const res = await member
      .put(`/api/lists/${list._id}/entries`)
      .send({
        entries: [
          { writeup: b._id, note: 'The *twist*', spoiler: true },
          { writeup: c._id },
          { writeup: a._id, note: 'Classic' },
        ],
      })
      .expect(200);
    const body = res.body as MemberList;
    expect(body.entries.map((entry) => [entry.rank, entry.writeup._id, entry.note, entry.spoiler])).toEqual([
      [1, b._id, 'The *twist*', true],
      [2, c._id, '', false],
      [3, a._id, 'Classic', false],
    ]);
    expect(body.entryCount).toBe(3);
    expect(body.entries[0].writeup).not.toHaveProperty('content');

    const reordered = await fill(member, list._id, [a._id, b._id]);
    expect(reordered.entries.map((entry) => [entry.rank, entry.writeup._id, entry.note])).toEqual([
      [1, a._id, ''],
      [2, b._id, ''],
    ]);
    expect((await storedEntries(list._id)).map((row) => row.writeupId)).toEqual([a._id, b._id]);

    await member.patch(`/api/lists/${list._id}`).send({ ranked: false }).expect(200);
    const unranked = (await member.get(`/api/lists/${list._id}`).expect(200)).body as MemberList;
    expect(unranked.entries.map((entry) => entry.rank)).toEqual([null, null]);
  });

  it('answers 400 and changes nothing for articles, drafts, scheduled, unknown, repeated, too many, long notes', async () => {
    const member = await loginAs(testApp, 'user');
    const list = await newList(member);
    const kept = await review();
    await fill(member, list._id, [kept._id]);
    const article = await createWriteup(testApp, { author: as.admin.user, type: 'article' });
    const draft = await createWriteup(testApp, { author: as.admin.user, published: false });
    const scheduled = await createWriteup(testApp, { author: as.admin.user, scheduledFor: daysFromNow(3) });
    const other = await review();
    const bodies = [
      { entries: [{ writeup: article._id }] },
      { entries: [{ writeup: draft._id }] },
      { entries: [{ writeup: scheduled._id }] },
      { entries: [{ writeup: UNKNOWN_ID }] },
      { entries: [{ writeup: 'nope' }] },
      { entries: [{ writeup: other._id }, { writeup: other._id }] },
      { entries: [{ writeup: other._id, note: 'x'.repeat(501) }] },
      { entries: [{ writeup: other._id, spoiler: 'yes' }] },
      { entries: [{ writeup: other._id, rank: 3 }] },
      { entries: Array.from({ length: 501 }, () => ({ writeup: other._id })) },
      { entries: 'all' },
      {},
    ];
    for (const body of bodies) {
      const res = await member.put(`/api/lists/${list._id}/entries`).send(body).expect(400);
      expect(res.body.statusCode).toBe(400);
    }
    expect((await storedEntries(list._id)).map((row) => row.writeupId)).toEqual([kept._id]);
    const empty = await fill(member, list._id, []);
    expect(empty.entries).toEqual([]);
  });

  it("answers 403 on another's public list, 404 on another's private list, 401 to visitors", async () => {
    const owner = await loginAs(testApp, 'user');
    const shown = await newList(owner);
    const hidden = await newList(owner, { visibility: 'private' });
    const film = await review();
    await as.user
      .put(`/api/lists/${shown._id}/entries`)
      .send({ entries: [{ writeup: film._id }] })
      .expect(403);
    await as.user
      .put(`/api/lists/${hidden._id}/entries`)
      .send({ entries: [{ writeup: film._id }] })
      .expect(404);
    await as.root
      .put(`/api/lists/${shown._id}/entries`)
      .send({ entries: [{ writeup: film._id }] })
      .expect(403);
    await as.visitor.put(`/api/lists/${shown._id}/entries`).send({ entries: [] }).expect(401);
    await as.user.put(`/api/lists/${UNKNOWN_ID}/entries`).send({ entries: [] }).expect(404);
    expect(await storedEntries(shown._id)).toEqual([]);
  });
});

describe('PATCH and DELETE /api/lists/:id', () => {
  it('lets the owner change the fields, and only them', async () => {
    const owner = await loginAs(testApp, 'user');
    const list = await newList(owner);
    const res = await owner
      .patch(`/api/lists/${list._id}`)
      .send({ title: 'Renamed', description: 'Now with words', visibility: 'unlisted', ranked: true })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Renamed',
      description: 'Now with words',
      visibility: 'unlisted',
      ranked: true,
    });
    for (const body of [
      { title: '' },
      { visibility: 'everyone' },
      { ranked: null },
      { likes: 3 },
      { description: 'x'.repeat(2001) },
    ]) {
      await owner.patch(`/api/lists/${list._id}`).send(body).expect(400);
    }
    await as.user.patch(`/api/lists/${list._id}`).send({ title: 'Mine now' }).expect(403);
    await as.visitor.patch(`/api/lists/${list._id}`).send({ title: 'Mine now' }).expect(401);
    expect(await storedList(list._id)).toMatchObject({
      title: 'Renamed',
      visibility: 'unlisted',
      ranked: true,
    });
  });

  it('deletes for the owner or root only', async () => {
    const owner = await loginAs(testApp, 'user');
    const first = await newList(owner);
    const second = await newList(owner, { visibility: 'private' });
    await as.user.delete(`/api/lists/${first._id}`).expect(403);
    await as.admin.delete(`/api/lists/${first._id}`).expect(403);
    await as.user.delete(`/api/lists/${second._id}`).expect(404);
    await as.visitor.delete(`/api/lists/${first._id}`).expect(401);
    expect(await storedList(first._id)).toBeDefined();
    await owner.delete(`/api/lists/${first._id}`).expect(200, { ok: true });
    await as.root.delete(`/api/lists/${second._id}`).expect(200);
    expect(await storedList(first._id)).toBeUndefined();
    expect(await storedList(second._id)).toBeUndefined();
    await owner.get(`/api/lists/${first._id}`).expect(404);
  });
});

describe('GET /api/lists/:id and visibility', () => {
  it('answers public and unlisted lists to everyone with the same public bytes', async () => {
    const owner = await loginAs(testApp, 'user');
    const film = await review();
    for (const visibility of ['public', 'unlisted'] as const) {
      const list = await newList(owner, { visibility });
      await fill(owner, list._id, [film._id]);
      const visitor = await as.visitor.get(`/api/lists/${list._id}`).expect(200);
      const member = await as.user.get(`/api/lists/${list._id}`).expect(200);
      const own = await owner.get(`/api/lists/${list._id}`).expect(200);
      expect(member.text).toBe(visitor.text);
      expect(own.text).toBe(visitor.text);
      const keys = expectPublic(visitor);
      expect(keys).toEqual(expect.arrayContaining([`list:${list._id}`, 'writeups', `user:${owner.user.id}`]));
      expectPublic(member);
    }
  });

  it('answers a private list to its owner only, private, and 404 to everyone else', async () => {
    const owner = await loginAs(testApp, 'user');
    const list = await newList(owner, { visibility: 'private', title: 'Secret' });
    const own = await owner.get(`/api/lists/${list._id}`).expect(200);
    expect(own.body.title).toBe('Secret');
    expectPrivate(own);
    for (const agent of [as.visitor, as.user, as.admin, as.root]) {
      const res = await agent.get(`/api/lists/${list._id}`).expect(404);
      expectPrivate(res);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such list' });
    }
    const mine = await owner.get(`/api/me/lists/${list._id}`).expect(200);
    expectPrivate(mine);
    await as.user.get(`/api/me/lists/${list._id}`).expect(404);
    await as.visitor.get(`/api/lists/not-an-id`).expect(404);
    await as.visitor.get(`/api/lists/${list._id}?junk=1`).expect(400);
  });

  it('a list made private leaves every public answer at once, and its purge names it', async () => {
    const owner = await loginAs(testApp, 'user');
    const follower = await loginAs(testApp, 'user');
    await follower.put(`/api/user/${owner.user.username}/follow`).expect(200);
    const film = await review();
    const list = await newList(owner, { title: 'Soon private' });
    await fill(owner, list._id, [film._id]);
    const shows = async (): Promise<boolean[]> => {
      const all = (await as.visitor.get('/api/lists?sort=recent').expect(200)).body as ListsPage;
      const ofUser = (await as.visitor.get(`/api/user/${owner.user.username}/lists`).expect(200))
        .body as ListsPage;
      const holding = (await as.visitor.get(`/api/writeup/${film._id}/lists`).expect(200)).body as ListsPage;
      const feed = (await follower.get('/api/me/feed').expect(200)).body as FeedResponse;
      const one = await as.visitor.get(`/api/lists/${list._id}`);
      return [
        all.lists.some((l) => l._id === list._id),
        ofUser.lists.some((l) => l._id === list._id),
        holding.lists.some((l) => l._id === list._id),
        feed.items.some((item) => item.kind === 'listed' && item.list?._id === list._id),
        one.status === 200,
      ];
    };
    expect(await shows()).toEqual([true, true, true, true, true]);
    await repurgesDone();
    const before = cache.purges.length;
    await owner.patch(`/api/lists/${list._id}`).send({ visibility: 'private' }).expect(200);
    expect(cache.keysSince(before)).toEqual(
      expect.arrayContaining([
        `list:${list._id}`,
        'lists',
        `lists-of:${owner.user.username.toLowerCase()}`,
        `writeup-lists:${film._id}`,
      ]),
    );
    expect(await shows()).toEqual([false, false, false, false, false]);

    await owner.patch(`/api/lists/${list._id}`).send({ visibility: 'unlisted' }).expect(200);
    expect((await shows()).slice(0, 5)).toEqual([false, false, false, false, true]);
  });
});

describe('paged reads', () => {
  it('lists public lists only, popular or recent, each with its first five entries', async () => {
    const owner = await loginAs(testApp, 'user');
    const fan = await loginAs(testApp, 'user');
    const films = [];
    for (let i = 0; i < 7; i++) films.push(await review());
    const big = await newList(owner, { title: 'Seven', ranked: true });
    await fill(
      owner,
      big._id,
      films.map((film) => film._id),
    );
    const liked = await newList(owner, { title: 'Liked one' });
    await fan.put(`/api/lists/${liked._id}/like`).expect(200, { likes: 1 });
    await as.user.put(`/api/lists/${liked._id}/like`).expect(200, { likes: 2 });
    const unlisted = await newList(owner, { visibility: 'unlisted' });
    const hidden = await newList(owner, { visibility: 'private' });

    const recent = await as.visitor.get('/api/lists?sort=recent').expect(200);
    expectPublic(recent);
    const recentPage = recent.body as ListsPage;
    expect(Object.keys(recentPage).sort()).toEqual(['lists', 'page', 'totalPages']);
    const ids = recentPage.lists.map((l) => l._id);
    expect(ids.indexOf(liked._id)).toBeLessThan(ids.indexOf(big._id));
    expect(ids).not.toContain(unlisted._id);
    expect(ids).not.toContain(hidden._id);
    const seven = recentPage.lists.find((l) => l._id === big._id)!;
    expect(seven.entries.map((entry) => entry.writeup._id)).toEqual(
      films.slice(0, 5).map((film) => film._id),
    );
    expect(seven.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(seven.entryCount).toBe(7);

    const popular = (await as.visitor.get('/api/lists').expect(200)).body as ListsPage;
    expect(popular.lists[0]._id).toBe(liked._id);
    await as.visitor.get('/api/lists?sort=best').expect(400);
    await as.visitor.get('/api/lists?page=abc').expect(200);
    const far = (await as.visitor.get('/api/lists?page=999').expect(200)).body as ListsPage;
    expect(far.page).toBe(far.totalPages);

    const ofUser = (await as.visitor.get(`/api/user/${owner.user.username.toUpperCase()}/lists`).expect(200))
      .body as ListsPage;
    expect(ofUser.lists.map((l) => l._id).sort()).toEqual([big._id, liked._id].sort());
    await as.visitor.get('/api/user/nobody-at-all-here/lists').expect(404);

    const mine = await owner.get('/api/me/lists').expect(200);
    expectPrivate(mine);
    expect((mine.body as ListsPage).lists.map((l) => l._id).sort()).toEqual(
      [big._id, liked._id, unlisted._id, hidden._id].sort(),
    );
    await as.visitor.get('/api/me/lists').expect(401);

    const holding = await as.visitor.get(`/api/writeup/${films[6]._id}/lists`).expect(200);
    expect(expectPublic(holding)).toEqual(expect.arrayContaining([`writeup-lists:${films[6]._id}`]));
    expect((holding.body as ListsPage).lists.map((l) => l._id)).toEqual([big._id]);
    await as.visitor.get(`/api/writeup/${UNKNOWN_ID}/lists`).expect(404);
  });

  it('drops unpublished and deleted writeups from lists, with ranks that follow', async () => {
    const owner = await loginAs(testApp, 'user');
    const [a, b, c] = [await review(), await review(), await review()];
    const list = await newList(owner, { ranked: true });
    await fill(owner, list._id, [a._id, b._id, c._id]);
    await testApp.db.update(writeups).set({ draft: true }).where(eq(writeups.id, a._id));
    const before = cache.purges.length;
    await as.root.delete(`/api/review/${b._id}`).expect(200);
    expect(cache.keysSince(before)).toContain('writeups');
    const read = (await as.visitor.get(`/api/lists/${list._id}`).expect(200)).body as MemberList;
    expect(read.entries.map((entry) => [entry.rank, entry.writeup._id])).toEqual([[1, c._id]]);
    expect(read.entryCount).toBe(1);
    await as.visitor.get(`/api/writeup/${a._id}/lists`).expect(404);
  });
});

describe('purges', () => {
  it("an edit purges only that list, its owner's lists and the writeups it gained or lost", async () => {
    const owner = await loginAs(testApp, 'user');
    const [a, b] = [await review(), await review()];
    const list = await newList(owner);
    await repurgesDone();
    let before = cache.purges.length;
    await fill(owner, list._id, [a._id]);
    const username = owner.user.username.toLowerCase();
    expect(cache.keysSince(before).sort()).toEqual(
      [`list:${list._id}`, `lists-of:${username}`, 'lists', `writeup-lists:${a._id}`].sort(),
    );
    await repurgesDone();
    before = cache.purges.length;
    await owner.patch(`/api/lists/${list._id}`).send({ title: 'New title' }).expect(200);
    expect(cache.keysSince(before).sort()).toEqual(
      [`list:${list._id}`, `lists-of:${username}`, 'lists'].sort(),
    );
    await repurgesDone();
    before = cache.purges.length;
    await fill(owner, list._id, [b._id]);
    expect(cache.keysSince(before)).toEqual(
      expect.arrayContaining([`writeup-lists:${a._id}`, `writeup-lists:${b._id}`]),
    );
    expect(cache.keysSince(before)).not.toContain('writeups');

    const hidden = await newList(owner, { visibility: 'private' });
    await repurgesDone();
    before = cache.purges.length;
    await fill(owner, hidden._id, [a._id]);
    expect(cache.keysSince(before)).not.toContain(`writeup-lists:${a._id}`);
    expect(cache.keysSince(before)).not.toContain('lists');

    await repurgesDone();
    before = cache.purges.length;
    await as.user.put(`/api/lists/${list._id}/like`).expect(200);
    expect(cache.purges.length).toBe(before);
  });
});

describe('likes of lists', () => {
  it('likes and unlikes idempotently; own list 400; private of others 404; visitors 401', async () => {
    const owner = await loginAs(testApp, 'user');
    const fan = await loginAs(testApp, 'user');
    const list = await newList(owner);
    const hidden = await newList(owner, { visibility: 'private' });
    await fan.put(`/api/lists/${list._id}/like`).expect(200, { likes: 1 });
    await fan.put(`/api/lists/${list._id}/like`).expect(200, { likes: 1 });
    const own = await owner.put(`/api/lists/${list._id}/like`).expect(400);
    expect(own.body.message).toBe('You cannot like your own list');
    await fan.put(`/api/lists/${hidden._id}/like`).expect(404);
    await as.visitor.put(`/api/lists/${list._id}/like`).expect(401);

    const mine = await fan.get(`/api/me/likes?lists=${list._id},${hidden._id}`).expect(200);
    expectPrivate(mine);
    expect(mine.body).toEqual({ writeups: [], comments: [], lists: [list._id] });
    const noLists = await fan.get('/api/me/likes?writeups=').expect(200);
    expect(noLists.body).not.toHaveProperty('lists');
    await fan.get('/api/me/likes?lists=nope').expect(400);

    await fan.delete(`/api/lists/${list._id}/like`).expect(200, { likes: 0 });
    await fan.delete(`/api/lists/${list._id}/like`).expect(200, { likes: 0 });
    expect((await fan.get(`/api/me/likes?lists=${list._id}`).expect(200)).body.lists).toEqual([]);
  });

  it("come with a page's personal state and its page-load call, as GET /api/me/likes answers them", async () => {
    const owner = await loginAs(testApp, 'user');
    const fan = await loginAs(testApp, 'user');
    const liked = await newList(owner);
    const other = await newList(owner);
    await fan.put(`/api/lists/${liked._id}/like`).expect(200);
    const query = `lists=${liked._id},${other._id}`;
    const single = (await fan.get(`/api/me/likes?${query}`).expect(200)).body.lists;
    expect(single).toEqual([liked._id]);
    expect((await fan.get(`/api/me/state?${query}`).expect(200)).body.likes.lists).toEqual(single);
    expect((await fan.get(`/api/me/page?${query}`).expect(200)).body.state.likes.lists).toEqual(single);
    expect((await fan.get('/api/me/state').expect(200)).body.likes).not.toHaveProperty('lists');
    await fan.get('/api/me/state?lists=nope').expect(400);
  });
});

describe('the feed', () => {
  it("shows a followed member's new public list, never an unlisted or private one", async () => {
    const maker = await loginAs(testApp, 'user');
    const follower = await loginAs(testApp, 'user');
    await follower.put(`/api/user/${maker.user.username}/follow`).expect(200);
    const film = await review();
    const shown = await newList(maker, { title: 'For my followers', ranked: true });
    await fill(maker, shown._id, [film._id]);
    const empty = await newList(maker, { title: 'Empty so far' });
    await newList(maker, { visibility: 'unlisted' });
    await newList(maker, { visibility: 'private' });
    const feed = (await follower.get('/api/me/feed').expect(200)).body as FeedResponse;
    const listed = feed.items.filter((item) => item.kind === 'listed');
    expect(listed.map((item) => item.list)).toEqual([
      { _id: empty._id, title: 'Empty so far', ranked: false, entryCount: 0 },
      { _id: shown._id, title: 'For my followers', ranked: true, entryCount: 1 },
    ]);
    expect(listed[1].writeup?._id).toBe(film._id);
    expect(listed[0].actor.username).toBe(maker.user.username);
  });
});
