import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import type {
  FeedResponse,
  LogEntriesPage,
  LogEntry,
  NotificationsResponse,
  ReportsResponse,
  Writeup,
} from '@reviews/libs/contract';
import { todayUtc } from '@reviews/libs/rules';
import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';

import {
  logEntries,
  logLikes,
  logReports,
  ratings,
  watchlistEntries,
  writeups,
} from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';
import { purgesSettled } from './support/purges';

// product.md §15: members log watches of published movies and series, with a score (also their
// audience rating) and a review; diaries, reviews pages, likes, moderation, feed, caching.

let testApp: TestApp;
let as: Callers;
let cache: PurgeReceiver;
let film: Writeup;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const COUNTED = `public, max-age=0, s-maxage=${LIKE_COUNT_LAG_S}`;

/** Every write purges again a moment later: waits for those of earlier writes. */
const repurgesDone = () => purgesSettled(testApp);
const log = (agent: SignedInAgent, writeupId: string, body: object = {}) =>
  agent.post(`/api/writeup/${writeupId}/log`).send(body);
const entriesOf = (userId: string) =>
  testApp.db.select().from(logEntries).where(eq(logEntries.userId, userId));
const movie = (title: string, extra: Parameters<typeof createWriteup>[1] | object = {}) =>
  createWriteup(testApp, { author: as.admin.user, title, ...extra });

function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['surrogate-key']).toBeUndefined();
}

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { CACHE_PURGE_URLS: cache.url } });
  as = await callers(testApp);
  film = await movie('Diary Film');
});

afterAll(() => cache.stop());

describe('POST /api/writeup/:id/log', () => {
  it('logs today by default (201): no rewatch, score or review; only its writeup reviews and my diary are purged', async () => {
    const member = await loginAs(testApp, 'user');
    await repurgesDone();
    const before = cache.purges.length;
    const res = await log(member, film._id).expect(201);
    const entry = res.body as LogEntry;
    expect(entry).toEqual({
      _id: expect.any(String),
      writeup: expect.objectContaining({ _id: film._id, title: 'Diary Film', slug: film.slug }),
      user: { _id: member.user.id, username: member.user.username, avatar: null },
      watchedOn: todayUtc(),
      rewatch: false,
      score: null,
      review: null,
      reviewHtml: null,
      spoiler: false,
      likes: 0,
      created: expect.any(String),
      edited: null,
    });
    expect(entry.writeup).not.toHaveProperty('content');
    expect(await entriesOf(member.user.id)).toHaveLength(1);
    const keys = cache.keysSince(before);
    expect(keys).toEqual(
      expect.arrayContaining([
        `reviews:${film._id}`,
        `diary:${member.user.username.toLowerCase()}`,
        `log:${entry._id}`,
      ]),
    );
    expect(keys).not.toContain('writeups');
  });

  it('logs a dated rewatch with a score (which becomes my audience rating) and a spoiler review', async () => {
    const member = await loginAs(testApp, 'user');
    const body = {
      watchedOn: '2024-02-29',
      rewatch: true,
      score: 70,
      review: '  The **twist**!  ',
      spoiler: true,
    };
    const entry = (await log(member, film._id, body).expect(201)).body as LogEntry;
    expect(entry).toMatchObject({
      watchedOn: '2024-02-29',
      rewatch: true,
      score: 70,
      review: 'The **twist**!',
      spoiler: true,
    });
    const [rating] = await testApp.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.writeupId, film._id), eq(ratings.userId, member.user.id)));
    expect(rating.score).toBe(70);
    expect((await member.get(`/api/me/ratings?writeups=${film._id}`).expect(200)).body).toEqual({
      ratings: { [film._id]: 70 },
    });
  });

  it('marks the writeup watched on my watchlist', async () => {
    const member = await loginAs(testApp, 'user');
    await member.put(`/api/watchlist/${film._id}`).expect(200);
    await log(member, film._id).expect(201);
    const [row] = await testApp.db
      .select()
      .from(watchlistEntries)
      .where(eq(watchlistEntries.userId, member.user.id));
    expect(row.watched).toBeInstanceOf(Date);
  });

  it.each([
    ['a future day', { watchedOn: '2999-01-01' }, 'watchedOn cannot be in the future'],
    ['a day before 1888', { watchedOn: '1887-12-31' }, 'watchedOn cannot be before 1888-01-01'],
    ['a day that is no date', { watchedOn: '2023-02-30' }, 'watchedOn must be a date written YYYY-MM-DD'],
    ['a timestamp', { watchedOn: '2023-02-03T10:00:00Z' }, 'watchedOn must be a date written YYYY-MM-DD'],
    ['a score off the steps', { score: 75 }, 'score must be one of 10, 20, ..., 100'],
    ['a score of 0', { score: 0 }, 'score must be one of 10, 20, ..., 100'],
    ['an empty review', { review: '   ' }, 'A review cannot be empty'],
    [
      'a review over 5,000 characters',
      { review: 'x'.repeat(5001) },
      'A review can be at most 5000 characters',
    ],
    ['a rewatch that is no boolean', { rewatch: 'yes' }, 'rewatch must be true or false'],
    ['an unknown field', { hidden: true }, expect.stringContaining('hidden')],
  ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
    const member = await loginAs(testApp, 'user');
    const res = await log(member, film._id, body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await entriesOf(member.user.id)).toEqual([]);
  });

  it('answers 400 for an article and for my own writeup', async () => {
    const article = await createWriteup(testApp, {
      author: as.admin.user,
      type: 'article',
      title: 'Diary Article',
    });
    expect((await log(as.user, article._id).expect(400)).body.message).toBe(
      'Only movies and series are logged',
    );
    expect((await log(as.admin, film._id).expect(400)).body.message).toBe('You cannot log your own writeup');
    expect(await entriesOf(as.admin.user.id)).toEqual([]);
  });

  it('answers 404 for drafts, scheduled writeups and unknown ids; 401 for visitors', async () => {
    const draft = await movie('Diary Draft', { published: false });
    const scheduled = await movie('Diary Scheduled', { scheduledFor: daysFromNow(3) });
    for (const id of [draft._id, scheduled._id, UNKNOWN_ID, 'not-an-id']) {
      await log(as.user, id).expect(404);
    }
    await as.visitor.post(`/api/writeup/${film._id}/log`).send({}).expect(401);
  });

  it('refuses a suspended member: their session ends (401)', async () => {
    const member = await loginAs(testApp, 'user');
    await as.root.patch(`/api/user/${member.user.id}`).send({ change: 'suspend' }).expect(200);
    await log(member, film._id).expect(401);
    expect(await entriesOf(member.user.id)).toEqual([]);
  });
});

describe('GET /api/log/:id', () => {
  it('answers an entry to anyone, shared and keyed by the entry', async () => {
    const member = await loginAs(testApp, 'user');
    const entry = (await log(member, film._id, { review: 'Fine' }).expect(201)).body as LogEntry;
    const res = await as.visitor.get(`/api/log/${entry._id}`).expect(200);
    expect(res.body).toEqual(entry);
    expect(res.headers['cache-control']).toBe(COUNTED);
    expect(res.headers['surrogate-key']).toContain(`log:${entry._id}`);
    const asMember = await as.user.get(`/api/log/${entry._id}`).expect(200);
    expect(asMember.text).toBe(res.text);
  });

  it('answers a hidden entry only to its author (private) and moderators; others 404', async () => {
    const member = await loginAs(testApp, 'user');
    const entry = (await log(member, film._id, { review: 'Hide me' }).expect(201)).body as LogEntry;
    await as.admin.patch(`/api/log/${entry._id}/visibility`).send({ hidden: true }).expect(200);
    await as.visitor.get(`/api/log/${entry._id}`).expect(404);
    await as.user.get(`/api/log/${entry._id}`).expect(404);
    const own = await member.get(`/api/log/${entry._id}`).expect(200);
    expect(own.body).toMatchObject({ _id: entry._id, hidden: true });
    expectPrivate(own);
    expect((await as.admin.get(`/api/log/${entry._id}`).expect(200)).body).toMatchObject({ hidden: true });
  });

  it('answers 404 for an unknown id and for an entry whose writeup went back to draft', async () => {
    await as.visitor.get(`/api/log/${UNKNOWN_ID}`).expect(404);
    await as.visitor.get('/api/log/nope').expect(404);
    const later = await movie('Diary Unpublished Later');
    const entry = (await log(as.user, later._id).expect(201)).body as LogEntry;
    await testApp.db.update(writeups).set({ draft: true }).where(eq(writeups.id, later._id));
    await as.visitor.get(`/api/log/${entry._id}`).expect(404);
  });
});

describe('PATCH /api/log/:id', () => {
  it('lets the author change fields, sets edited, and purges its reviews and diary', async () => {
    const member = await loginAs(testApp, 'user');
    const entry = (await log(member, film._id, { review: 'First take', score: 40 }).expect(201))
      .body as LogEntry;
    await repurgesDone();
    const before = cache.purges.length;
    const res = await member
      .patch(`/api/log/${entry._id}`)
      .send({ review: 'Second take', score: 90, rewatch: true, watchedOn: '2020-01-02' })
      .expect(200);
    expect(res.body).toMatchObject({
      review: 'Second take',
      score: 90,
      rewatch: true,
      watchedOn: '2020-01-02',
    });
    expect(res.body.edited).toEqual(expect.any(String));
    expect(cache.keysSince(before)).toEqual(
      expect.arrayContaining([`reviews:${film._id}`, `diary:${member.user.username.toLowerCase()}`]),
    );
    const [rating] = await testApp.db.select().from(ratings).where(eq(ratings.userId, member.user.id));
    expect(rating.score).toBe(90);
    const cleared = await member
      .patch(`/api/log/${entry._id}`)
      .send({ review: null, score: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ review: null, score: null });
  });

  it('answers 400 for bad fields and changes nothing; 403 for another member; 401 for visitors; 404 unknown', async () => {
    const member = await loginAs(testApp, 'user');
    const entry = (await log(member, film._id, { review: 'Keep' }).expect(201)).body as LogEntry;
    await member.patch(`/api/log/${entry._id}`).send({ watchedOn: '2999-12-31' }).expect(400);
    await member.patch(`/api/log/${entry._id}`).send({ review: '' }).expect(400);
    const other = await as.user.patch(`/api/log/${entry._id}`).send({ review: 'Mine now' }).expect(403);
    expect(other.body.message).toBe('Only the author of a diary entry may change it');
    await as.root.patch(`/api/log/${entry._id}`).send({ review: 'Root edit' }).expect(403);
    await as.visitor.patch(`/api/log/${entry._id}`).send({ review: 'x' }).expect(401);
    await member.patch(`/api/log/${UNKNOWN_ID}`).send({ review: 'x' }).expect(404);
    const [row] = await testApp.db.select().from(logEntries).where(eq(logEntries.id, entry._id));
    expect(row).toMatchObject({ review: 'Keep', edited: null });
  });
});

describe('DELETE /api/log/:id', () => {
  it('lets the author and root delete; another member 403, an admin 403; a hidden one 404 to others', async () => {
    const member = await loginAs(testApp, 'user');
    const a = (await log(member, film._id).expect(201)).body as LogEntry;
    const b = (await log(member, film._id).expect(201)).body as LogEntry;
    const c = (await log(member, film._id).expect(201)).body as LogEntry;
    await as.user.delete(`/api/log/${a._id}`).expect(403);
    await as.admin.delete(`/api/log/${a._id}`).expect(403);
    await as.visitor.delete(`/api/log/${a._id}`).expect(401);
    await repurgesDone();
    const before = cache.purges.length;
    expect((await member.delete(`/api/log/${a._id}`).expect(200)).body).toEqual({ ok: true, error: false });
    expect(cache.keysSince(before)).toEqual(expect.arrayContaining([`reviews:${film._id}`, `log:${a._id}`]));
    await as.root.delete(`/api/log/${b._id}`).expect(200);
    await as.admin.patch(`/api/log/${c._id}/visibility`).send({ hidden: true }).expect(200);
    await as.user.delete(`/api/log/${c._id}`).expect(404);
    expect((await entriesOf(member.user.id)).map((row) => row.id)).toEqual([c._id]);
    await member.delete(`/api/log/${a._id}`).expect(404);
  });
});

describe('GET /api/user/:username/diary', () => {
  let diarist: SignedInAgent;
  let second: Writeup;

  beforeAll(async () => {
    diarist = await loginAs(testApp, 'user');
    second = await movie('Diary Second', { type: 'series' });
    await log(diarist, film._id, { watchedOn: '2023-05-01' }).expect(201);
    await log(diarist, second._id, { watchedOn: '2024-07-09', rewatch: true, score: 100 }).expect(201);
    await log(diarist, film._id, { watchedOn: '2024-01-15', review: 'Again' }).expect(201);
  });

  it('answers the diary latest watch first, public and keyed by the member', async () => {
    const res = await as.visitor.get(`/api/user/${diarist.user.username.toUpperCase()}/diary`).expect(200);
    const page = res.body as LogEntriesPage;
    expect(page.entries.map((entry) => entry.watchedOn)).toEqual(['2024-07-09', '2024-01-15', '2023-05-01']);
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalMatched: 3, pageSize: 20 });
    expect(res.headers['cache-control']).toBe(COUNTED);
    expect(res.headers['surrogate-key']).toContain(`diary:${diarist.user.username.toLowerCase()}`);
  });

  it('filters by year and pages past the end to the last page', async () => {
    const res = await as.visitor.get(`/api/user/${diarist.user.username}/diary?year=2024&page=9`).expect(200);
    expect((res.body as LogEntriesPage).entries.map((entry) => entry.watchedOn)).toEqual([
      '2024-07-09',
      '2024-01-15',
    ]);
    expect(res.body.page).toBe(1);
  });

  it('leaves out hidden entries', async () => {
    const member = await loginAs(testApp, 'user');
    const entry = (await log(member, film._id).expect(201)).body as LogEntry;
    await as.admin.patch(`/api/log/${entry._id}/visibility`).send({ hidden: true }).expect(200);
    const res = await as.visitor.get(`/api/user/${member.user.username}/diary`).expect(200);
    expect(res.body.entries).toEqual([]);
  });

  it('answers 400 for a bad year or unknown parameter, 404 for an unknown member', async () => {
    await as.visitor.get(`/api/user/${diarist.user.username}/diary?year=twenty`).expect(400);
    await as.visitor.get(`/api/user/${diarist.user.username}/diary?sort=old`).expect(400);
    await as.visitor.get('/api/user/nobody-here-at-all/diary').expect(404);
  });
});

describe('GET /api/writeup/:id/reviews', () => {
  let subject: Writeup;
  let reviewers: SignedInAgent[];
  let entries: LogEntry[];

  beforeAll(async () => {
    subject = await movie('Reviewed Film');
    reviewers = [
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
      await loginAs(testApp, 'user'),
    ];
    entries = [];
    for (const [index, reviewer] of reviewers.entries()) {
      entries.push(
        (await log(reviewer, subject._id, { review: `Review ${index}` }).expect(201)).body as LogEntry,
      );
    }
    await log(reviewers[0], subject._id).expect(201);
    await as.user.put(`/api/log/${entries[1]._id}/like`).expect(200);
  });

  it('lists entries with a review, most liked first by default, newest first with sort=recent', async () => {
    const popular = await as.visitor.get(`/api/writeup/${subject._id}/reviews`).expect(200);
    expect((popular.body as LogEntriesPage).entries.map((entry) => entry.review)).toEqual([
      'Review 1',
      'Review 2',
      'Review 0',
    ]);
    expect(popular.headers['cache-control']).toBe(COUNTED);
    expect(popular.headers['surrogate-key']).toContain(`reviews:${subject._id}`);
    const recent = await as.visitor.get(`/api/writeup/${subject._id}/reviews?sort=recent`).expect(200);
    expect((recent.body as LogEntriesPage).entries.map((entry) => entry.review)).toEqual([
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
  });

  it('answers 400 for an unknown sort, 404 for an article, a draft or an unknown id', async () => {
    await as.visitor.get(`/api/writeup/${subject._id}/reviews?sort=best`).expect(400);
    const article = await createWriteup(testApp, {
      author: as.admin.user,
      type: 'article',
      title: 'No Reviews',
    });
    await as.visitor.get(`/api/writeup/${article._id}/reviews`).expect(404);
    await as.visitor.get(`/api/writeup/${UNKNOWN_ID}/reviews`).expect(404);
  });
});

describe('PUT and DELETE /api/log/:id/like', () => {
  it('likes idempotently, notifies the author once (a spoiler review left out), and takes it back', async () => {
    const author = await loginAs(testApp, 'user');
    const fan = await loginAs(testApp, 'user');
    const entry = (await log(author, film._id, { review: 'Secret ending', spoiler: true }).expect(201))
      .body as LogEntry;
    // The log's repeated purge would land among the likes' on a slow machine.
    await repurgesDone();
    const before = cache.purges.length;
    expect((await fan.put(`/api/log/${entry._id}/like`).expect(200)).body).toEqual({ likes: 1 });
    expect((await fan.put(`/api/log/${entry._id}/like`).expect(200)).body).toEqual({ likes: 1 });
    expect(cache.purges.length).toBe(before);
    const mine = await fan.get(`/api/me/likes?logs=${entry._id},${UNKNOWN_ID}`).expect(200);
    expect(mine.body).toEqual({ writeups: [], comments: [], logs: [entry._id] });
    expectPrivate(mine);
    expect((await fan.get(`/api/me/likes?writeups=${film._id}`).expect(200)).body).not.toHaveProperty('logs');
    const state = await fan.get(`/api/me/state?logs=${entry._id}`).expect(200);
    expect(state.body.likes).toEqual({ writeups: [], comments: [], logs: [entry._id] });
    // The page load's one call answers the same (product.md §14).
    const page = await fan.get(`/api/me/page?logs=${entry._id}`).expect(200);
    expect(page.body.state.likes).toEqual(state.body.likes);
    await fan.get('/api/me/state?logs=nope').expect(400);
    const notes = (await author.get('/api/notifications').expect(200)).body as NotificationsResponse;
    expect(notes.notifications).toEqual([
      expect.objectContaining({
        kind: 'like',
        actors: [expect.objectContaining({ _id: fan.user.id })],
        log: { _id: entry._id, review: 'A review with spoilers' },
        writeup: expect.objectContaining({ _id: film._id }),
      }),
    ]);
    expect((await fan.delete(`/api/log/${entry._id}/like`).expect(200)).body).toEqual({ likes: 0 });
    expect((await author.get('/api/notifications').expect(200)).body.notifications).toEqual([]);
    expect(await testApp.db.select().from(logLikes).where(eq(logLikes.logId, entry._id))).toEqual([]);
  });

  it('answers 400 for my own entry, 404 for a hidden or unknown one, 401 for visitors', async () => {
    const author = await loginAs(testApp, 'user');
    const entry = (await log(author, film._id).expect(201)).body as LogEntry;
    expect((await author.put(`/api/log/${entry._id}/like`).expect(400)).body.message).toBe(
      'You cannot like your own diary entry',
    );
    await as.visitor.put(`/api/log/${entry._id}/like`).expect(401);
    await as.user.put(`/api/log/${UNKNOWN_ID}/like`).expect(404);
    await as.admin.patch(`/api/log/${entry._id}/visibility`).send({ hidden: true }).expect(200);
    await as.user.put(`/api/log/${entry._id}/like`).expect(404);
  });
});

describe('POST /api/log/:id/report and the moderators’ queue', () => {
  it('reports an entry once (201, then 409), not my own (400); the queue lists it as a review', async () => {
    const author = await loginAs(testApp, 'user');
    const entry = (await log(author, film._id, { review: 'Rude words' }).expect(201)).body as LogEntry;
    await as.user.post(`/api/log/${entry._id}/report`).send({ reason: 'Rude' }).expect(201);
    await as.user.post(`/api/log/${entry._id}/report`).send({ reason: 'Rude' }).expect(409);
    await author.post(`/api/log/${entry._id}/report`).send({ reason: 'Me' }).expect(400);
    await as.user.post(`/api/log/${entry._id}/report`).send({ reason: '' }).expect(400);
    await as.visitor.post(`/api/log/${entry._id}/report`).send({ reason: 'x' }).expect(401);
    expect(await testApp.db.select().from(logReports).where(eq(logReports.logId, entry._id))).toHaveLength(1);

    await as.user.get('/api/comment/reports').expect(403);
    const queue = (await as.admin.get('/api/comment/reports').expect(200)).body as ReportsResponse;
    expect(queue.reports).toContainEqual({
      kind: 'review',
      entry: expect.objectContaining({ _id: entry._id, review: 'Rude words' }),
      writeup: { _id: film._id, title: 'Diary Film', slug: film.slug, type: 'movie' },
      count: 1,
      reasons: ['Rude'],
      details: [{ reason: 'Rude', reportedContent: 'Rude words', created: expect.any(String) }],
      lastReported: expect.any(String),
    });

    await as.user.patch(`/api/log/${entry._id}/visibility`).send({ hidden: true }).expect(403);
    await as.admin.patch(`/api/log/${entry._id}/visibility`).send({ hidden: 'yes' }).expect(400);
    const hidden = await as.admin
      .patch(`/api/log/${entry._id}/visibility`)
      .send({ hidden: true })
      .expect(200);
    expect(hidden.body).toMatchObject({ _id: entry._id, hidden: true });
    const reported = (await as.admin.get('/api/comment/reports').expect(200)).body as ReportsResponse;
    expect(
      reported.reports.some((report) => report.kind === 'review' && report.entry._id === entry._id),
    ).toBe(false);
    const hiddenView = (await as.admin.get('/api/comment/reports?status=hidden').expect(200))
      .body as ReportsResponse;
    expect(hiddenView.reports).toContainEqual(
      expect.objectContaining({
        kind: 'review',
        entry: expect.objectContaining({ _id: entry._id, hidden: true }),
      }),
    );
    const restored = await as.root
      .patch(`/api/log/${entry._id}/visibility`)
      .send({ hidden: false })
      .expect(200);
    expect(restored.body).not.toHaveProperty('hidden');
    const dismissed = (await as.admin.get('/api/comment/reports?status=dismissed').expect(200))
      .body as ReportsResponse;
    expect(dismissed.reports).toContainEqual(expect.objectContaining({ kind: 'review', count: 1 }));
  });
});

describe('GET /api/me/feed: logged', () => {
  it('shows followers what a member logged, with a spoiler review’s text left out', async () => {
    const diarist = await loginAs(testApp, 'user');
    const follower = await loginAs(testApp, 'user');
    await follower.put(`/api/user/${diarist.user.username}/follow`).expect(200);
    const open = (await log(diarist, film._id, { review: 'Plain words', rewatch: true }).expect(201))
      .body as LogEntry;
    const secret = (await log(diarist, film._id, { review: 'He dies', spoiler: true }).expect(201))
      .body as LogEntry;
    const feed = (await follower.get('/api/me/feed').expect(200)).body as FeedResponse;
    const logged = feed.items.filter((item) => item.kind === 'logged');
    expect(logged.map((item) => [item.entry?._id, item.entry?.review, item.entry?.spoiler])).toEqual([
      [secret._id, null, true],
      [open._id, 'Plain words', false],
    ]);
    expect(logged[0]).toMatchObject({
      actor: { _id: diarist.user.id },
      writeup: expect.objectContaining({ _id: film._id }),
    });
    expect(JSON.stringify(feed)).not.toContain('He dies');
  });
});
