import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type { User, WatchlistPage } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { users, watchlistEntries } from '../src/database/schema';
import { purgesSettled } from './support/purges';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';

// product.md §13: a member's watchlist of movies and series, private unless they make it public
// through PUT /api/user/preferences, which also keeps the e-mail digest choice.

let testApp: TestApp;
let as: Callers;
let cache: PurgeReceiver;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const entriesOf = (userId: string) =>
  testApp.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, userId));
const review = (title: string) => createWriteup(testApp, { author: as.admin.user, title });
const repurgesDone = () => purgesSettled(testApp);

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { CACHE_PURGE_URLS: cache.url } });
  as = await callers(testApp);
});

afterAll(() => cache.stop());

describe('PUT /api/watchlist/:writeupId', () => {
  it('puts a movie or series on my watchlist, once however often asked', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Watch Me');
    const first = await member.put(`/api/watchlist/${movie._id}`).expect(200);
    expect(first.body).toEqual({ added: expect.any(String), watched: null });
    const again = await member.put(`/api/watchlist/${movie._id}`).expect(200);
    expect(again.body).toEqual(first.body);
    const series = await createWriteup(testApp, { author: as.admin.user, type: 'series' });
    await member.put(`/api/watchlist/${series._id}`).expect(200);
    expect(await entriesOf(member.user.id)).toHaveLength(2);
  });

  it('answers 400 for an article and stores nothing', async () => {
    const member = await loginAs(testApp, 'user');
    const article = await createWriteup(testApp, { author: as.admin.user, type: 'article' });
    const res = await member.put(`/api/watchlist/${article._id}`).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Only movies and series go on a watchlist',
    });
    expect(await entriesOf(member.user.id)).toEqual([]);
  });

  it('answers 404 for a draft, a scheduled writeup, an unknown id and no id', async () => {
    const member = await loginAs(testApp, 'user');
    const draft = await createWriteup(testApp, { author: as.admin.user, published: false });
    const scheduled = await createWriteup(testApp, { author: as.admin.user, scheduledFor: daysFromNow(2) });
    for (const id of [draft._id, scheduled._id, UNKNOWN_ID, 'nope']) {
      const res = await member.put(`/api/watchlist/${id}`).expect(404);
      expect(res.body.message).toBe('No published writeup with this id');
    }
    expect(await entriesOf(member.user.id)).toEqual([]);
  });

  it('answers 401 to a visitor and to a suspended member', async () => {
    const movie = await review('Not For Visitors');
    await as.visitor.put(`/api/watchlist/${movie._id}`).expect(401);
    const suspended = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${suspended.user.id}`).send({ change: 'suspend' }).expect(200);
    await suspended.put(`/api/watchlist/${movie._id}`).expect(401);
    await suspended.get('/api/watchlist').expect(401);
    expect(await entriesOf(suspended.user.id)).toEqual([]);
  });
});

describe('PATCH /api/watchlist/:writeupId', () => {
  it('marks an entry watched with the date, keeps that date when asked again, and unmarks it', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Seen It');
    await member.put(`/api/watchlist/${movie._id}`).expect(200);
    const watched = await member.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(200);
    expect(Date.parse(watched.body.watched)).toBeGreaterThanOrEqual(Date.parse(watched.body.added));
    const again = await member.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(200);
    expect(again.body.watched).toBe(watched.body.watched);
    const unmarked = await member.patch(`/api/watchlist/${movie._id}`).send({ watched: false }).expect(200);
    expect(unmarked.body).toEqual({ added: watched.body.added, watched: null });
  });

  it('answers 400 for a watched that is no boolean, or an unknown field, and changes nothing', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Bad Mark');
    await member.put(`/api/watchlist/${movie._id}`).expect(200);
    for (const body of [{ watched: 'yes' }, {}, { watched: true, added: '2020-01-01T00:00:00Z' }]) {
      await member.patch(`/api/watchlist/${movie._id}`).send(body).expect(400);
    }
    const [entry] = await entriesOf(member.user.id);
    expect(entry.watched).toBeNull();
  });

  it('answers 404 for a writeup that is not on my watchlist, and 401 to a visitor', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Never Added');
    const res = await member.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(404);
    expect(res.body.message).toBe('This writeup is not on your watchlist');
    await as.visitor.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(401);
    expect(await entriesOf(member.user.id)).toEqual([]);
  });
});

describe('DELETE /api/watchlist/:writeupId', () => {
  it('takes a writeup off my watchlist, idempotently', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Changed My Mind');
    await member.put(`/api/watchlist/${movie._id}`).expect(200);
    await member.delete(`/api/watchlist/${movie._id}`).expect(200, { ok: true });
    await member.delete(`/api/watchlist/${movie._id}`).expect(200, { ok: true });
    expect(await entriesOf(member.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown writeup and 401 to a visitor', async () => {
    const member = await loginAs(testApp, 'user');
    await member.delete(`/api/watchlist/${UNKNOWN_ID}`).expect(404);
    await as.visitor.delete(`/api/watchlist/${UNKNOWN_ID}`).expect(401);
  });
});

describe('GET /api/watchlist', () => {
  let member: SignedInAgent;
  const titles: string[] = [];

  beforeAll(async () => {
    member = await loginAs(testApp, 'user');
    for (let index = 0; index < 22; index += 1) {
      const movie = await review(`Queue ${index}`);
      titles.push(movie.title);
      await member.put(`/api/watchlist/${movie._id}`).expect(200);
      if (index % 2 === 0)
        await member.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(200);
    }
  });

  it('lists my entries as cards with added and watched, newest first, paged like listings, privately', async () => {
    const res = await member.get('/api/watchlist?page=1').expect(200);
    const body = res.body as WatchlistPage;
    expect(body).toMatchObject({ page: 1, totalPages: 2, totalMatched: 22, pageSize: 20 });
    expect(body.writeups.map((card) => card.title).slice(0, 3)).toEqual(['Queue 21', 'Queue 20', 'Queue 19']);
    expect(body.writeups[0]).toMatchObject({
      watched: null,
      added: expect.any(String),
      likes: 0,
      audienceCount: 0,
    });
    expect(body.writeups[1].watched).toEqual(expect.any(String));
    expect(body.writeups[0]).not.toHaveProperty('content');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const past = (await member.get('/api/watchlist?page=9').expect(200)).body as WatchlistPage;
    expect(past.page).toBe(2);
    expect(past.writeups.map((card) => card.title)).toEqual(['Queue 1', 'Queue 0']);
    expect(((await member.get('/api/watchlist?page=abc').expect(200)).body as WatchlistPage).page).toBe(1);
  });

  it('lists only what is still to watch, or only what I watched', async () => {
    const toWatch = (await member.get('/api/watchlist?watched=false').expect(200)).body as WatchlistPage;
    expect(toWatch.totalMatched).toBe(11);
    expect(toWatch.writeups.every((card) => card.watched === null)).toBe(true);
    const watched = (await member.get('/api/watchlist?watched=true').expect(200)).body as WatchlistPage;
    expect(watched.totalMatched).toBe(11);
    expect(watched.writeups.every((card) => card.watched !== null)).toBe(true);
  });

  it('answers 400 for a watched that is not true or false, and 401 to a visitor', async () => {
    const res = await member.get('/api/watchlist?watched=maybe').expect(400);
    expect(res.body.message).toBe('watched must be true or false');
    await as.visitor.get('/api/watchlist').expect(401);
  });
});

describe('GET /api/me/watchlist', () => {
  it('answers which of the asked writeups are on my watchlist, with their dates, privately', async () => {
    const member = await loginAs(testApp, 'user');
    const listed = await review('Listed');
    const unlisted = await review('Unlisted');
    const state = (await member.put(`/api/watchlist/${listed._id}`).expect(200)).body;
    const res = await member.get(`/api/me/watchlist?writeups=${listed._id},${unlisted._id}`).expect(200);
    expect(res.body).toEqual({ watchlist: { [listed._id]: state } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 400 for an id that is no id or too many ids, and 401 to a visitor', async () => {
    await as.user.get('/api/me/watchlist?writeups=1,2').expect(400);
    const many = Array.from({ length: 201 }, () => UNKNOWN_ID).join(',');
    await as.user.get(`/api/me/watchlist?writeups=${many}`).expect(400);
    await as.visitor.get(`/api/me/watchlist?writeups=${UNKNOWN_ID}`).expect(401);
  });
});

describe('PUT /api/user/preferences', () => {
  it('saves what it is given and answers both; the digest is for the user only, the watchlist visibility on profiles too', async () => {
    const member = await loginAs(testApp, 'user');
    const me = (await member.get('/api/whoami').expect(200)).body as User;
    expect(me).toMatchObject({ watchlistPublic: false, emailDigest: 'off' });
    await member.put('/api/user/preferences').send({ emailDigest: 'daily' }).expect(200, {
      watchlistPublic: false,
      emailDigest: 'daily',
    });
    await member.put('/api/user/preferences').send({ watchlistPublic: true }).expect(200, {
      watchlistPublic: true,
      emailDigest: 'daily',
    });
    await member
      .put('/api/user/preferences')
      .send({})
      .expect(200, { watchlistPublic: true, emailDigest: 'daily' });
    expect((await member.get('/api/whoami').expect(200)).body).toMatchObject({
      watchlistPublic: true,
      emailDigest: 'daily',
    });
    for (const viewer of [as.visitor, as.user, as.root, member]) {
      const profile = (await viewer.get(`/api/user/${member.user.username}`).expect(200)).body as User;
      expect(profile.watchlistPublic).toBe(true);
      expect(profile).not.toHaveProperty('emailDigest');
    }
  });

  it.each([
    ['an unknown digest', { emailDigest: 'weekly' }, 'emailDigest must be one of off, daily'],
    [
      'a watchlistPublic that is no boolean',
      { watchlistPublic: 'yes' },
      'watchlistPublic must be true or false',
    ],
  ])('answers 400 for %s and changes nothing', async (_case, body, message) => {
    const member = await loginAs(testApp, 'user');
    const res = await member.put('/api/user/preferences').send(body).expect(400);
    expect(res.body.message).toBe(message);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ watchlistPublic: false, emailDigest: 'off' });
  });

  it('answers 400 for an unknown field and 401 to a visitor', async () => {
    await as.user.put('/api/user/preferences').send({ type: 'root' }).expect(400);
    await as.visitor.put('/api/user/preferences').send({ emailDigest: 'daily' }).expect(401);
  });
});

describe('GET /api/user/:username/watchlist', () => {
  it('answers 404 while the watchlist is private, and the watchlist once it is public', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Public Pick');
    await member.put(`/api/watchlist/${movie._id}`).expect(200);
    const path = `/api/user/${member.user.username}/watchlist`;
    const hidden = await as.visitor.get(path).expect(404);
    expect(hidden.body.message).toBe('No public watchlist by that username');
    await member.put('/api/user/preferences').send({ watchlistPublic: true }).expect(200);
    const shown = await as.visitor.get(`${path}?page=1`).expect(200);
    expect((shown.body as WatchlistPage).writeups.map((card) => card.title)).toEqual(['Public Pick']);
    expect(shown.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}`);
    const asMember = await as.user.get(`${path}?page=1`).expect(200);
    expect(asMember.text).toBe(shown.text);
    await as.visitor.get(`/api/user/${member.user.username.toUpperCase()}/watchlist`).expect(200);
    await as.visitor.get('/api/user/nobody-by-that-name/watchlist').expect(404);
    await as.visitor.get(`${path}?watched=true`).expect(400);
  });

  it('is purged when a public watchlist changes or goes private (its profile too), never for a private one', async () => {
    const member = await loginAs(testApp, 'user');
    const movie = await review('Purged Pick');
    const keys = [`watchlist:${member.user.username.toLowerCase()}`];
    const preferenceKeys = [...keys, `username:${member.user.username.toLowerCase()}`];
    await repurgesDone();
    let before = cache.purges.length;
    await member.put(`/api/watchlist/${movie._id}`).expect(200);
    expect(cache.keysSince(before)).toEqual([]);
    await member.put('/api/user/preferences').send({ watchlistPublic: true }).expect(200);
    expect(cache.keysSince(before)).toEqual(preferenceKeys);
    await repurgesDone();
    before = cache.purges.length;
    await member.patch(`/api/watchlist/${movie._id}`).send({ watched: true }).expect(200);
    await member.delete(`/api/watchlist/${movie._id}`).expect(200);
    expect(cache.keysSince(before)).toEqual(keys);
    await repurgesDone();
    before = cache.purges.length;
    await member.put('/api/user/preferences').send({ watchlistPublic: false }).expect(200);
    expect(cache.keysSince(before)).toEqual(preferenceKeys);
    await as.visitor.get(`/api/user/${member.user.username}/watchlist`).expect(404);
  });
});
