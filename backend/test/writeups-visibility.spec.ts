import type { Writeup } from '@reviews/libs/contract';
import type TestAgent from 'supertest/lib/agent';

import { comments } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, loginAs, type SignedInAgent, type TestUser } from './support/factories';

const DAY = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let author: TestUser;
let draft: Writeup;
let scheduled: Writeup;
let published: Writeup;
const lonely: Writeup[] = [];
let member: SignedInAgent;
let admin: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp();
  author = await createUser(testApp, { type: 'admin', username: 'secret-keeper' });
  member = await loginAs(testApp, 'user');
  admin = await loginAs(testApp, 'admin');
});

describe('before anything is published', () => {
  it('answers 404 for a random review when only a draft and a scheduled one exist', async () => {
    lonely.push(await createWriteup(testApp, { author, published: false, title: 'Lonely Draft' }));
    lonely.push(
      await createWriteup(testApp, {
        author,
        title: 'Lonely Scheduled',
        scheduledFor: new Date(Date.now() + DAY),
      }),
    );
    const res = await testApp.http().get('/api/writeup/random').expect(404);
    expect(res.body.message).toBe('There are no reviews yet');
  });
});

describe('a draft and a scheduled writeup', () => {
  beforeAll(async () => {
    draft = await createWriteup(testApp, {
      author,
      published: false,
      title: 'Hidden Draft',
      rating: 99,
      notes: 'draft notes',
    });
    scheduled = await createWriteup(testApp, {
      author,
      title: 'Hidden Scheduled',
      rating: 98,
      notes: 'scheduled notes',
      scheduledFor: new Date(Date.now() + 2 * DAY),
    });
    published = await createWriteup(testApp, {
      author,
      title: 'Public Film',
      rating: 50,
      notes: 'admin only',
    });
    await testApp.db.insert(comments).values([
      { writeupId: draft._id, userId: member.user.id, content: 'sneaky' },
      { writeupId: scheduled._id, userId: member.user.id, content: 'sneaky' },
      { writeupId: published._id, userId: member.user.id, content: 'fine' },
    ]);
  });

  const hiddenIds = () => [draft._id, scheduled._id, ...lonely.map((w) => w._id)];

  /** Every writeup any read endpoint answers to this agent. */
  async function everythingReadable(agent: TestAgent): Promise<Writeup[]> {
    const seen: Writeup[] = [];
    const collect = (list: Writeup[]) => seen.push(...list);
    const get = (path: string, query: Record<string, string> = {}) => agent.get(path).query(query);

    for (const sort of ['new', 'high', 'alphabetical']) {
      collect((await get('/api/writeup/listings', { sort }).expect(200)).body.writeups);
    }
    collect((await get('/api/writeup/listings', { search: 'hidden' }).expect(200)).body.writeups);
    collect((await get('/api/writeup/listings', { filter: '{"type":"movie"}' }).expect(200)).body.writeups);
    for (const type of ['all', 'movie']) {
      collect((await get('/api/writeup/leaderboard', { type }).expect(200)).body.writeups);
      collect(
        (await get('/api/writeup/leaderboard', { type, username: 'secret-keeper' }).expect(200)).body
          .writeups,
      );
    }
    collect((await get('/api/writeup/user/secret-keeper').expect(200)).body.writeups);
    for (let i = 0; i < 10; i++) seen.push((await get('/api/writeup/random').expect(200)).body);
    const window = {
      start: new Date(Date.now() - 10 * DAY).toISOString(),
      end: new Date(Date.now() + 10 * DAY).toISOString(),
    };
    const authored = await get('/api/writeup/roundup/secret-keeper', window).expect(200);
    collect(authored.body.authored);
    const commented = await get(`/api/writeup/roundup/${member.user.username}`, window).expect(200);
    collect(commented.body.commented);
    expect(titlesOf(commented.body.commented)).toEqual(['Public Film']);
    return seen;
  }

  const titlesOf = (list: Writeup[]) => list.map((w) => w.title);

  it.each([
    ['a visitor', () => testApp.http()],
    ['a member', () => member],
  ])('never reach %s through any read endpoint', async (_who, agentOf) => {
    const agent = agentOf();
    const seen = await everythingReadable(agent);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((w) => hiddenIds().includes(w._id))).toBe(false);
    expect(seen.some((w) => 'notes' in w)).toBe(false);

    const lookup = (filter: object) => agent.get('/api/writeup/').query({ filter: JSON.stringify(filter) });
    await lookup({ slug: scheduled.slug as string }).expect(404);
    await lookup({ slug: scheduled.slug as string, includeRank: true }).expect(404);
    await lookup({ title: 'Hidden Draft', excludeArticle: true }).expect(404);
    await lookup({ title: 'Hidden Scheduled', type: 'movie' }).expect(404);
    const visible = await lookup({ slug: 'public-film', includeRank: true }).expect(200);
    expect(visible.body.rank).toBe(1);
  });

  it('shows admins the scheduled writeup in listings, but never the draft; notes on the detail read only', async () => {
    const res = await admin.get('/api/writeup/listings').expect(200);
    const ids = res.body.writeups.map((w: Writeup) => w._id);
    expect(ids).toContain(scheduled._id);
    expect(ids).not.toContain(draft._id);
    // Lists carry cards (product.md §7); the notes are shown with the writeup itself.
    expect(res.body.writeups.find((w: Writeup) => w._id === published._id)).not.toHaveProperty('notes');
    const publishedBySlug = await admin
      .get('/api/writeup/')
      .query({ filter: JSON.stringify({ slug: published.slug }) })
      .expect(200);
    expect(publishedBySlug.body.notes).toBe('admin only');
    const bySlug = await admin
      .get('/api/writeup/')
      .query({ filter: JSON.stringify({ slug: scheduled.slug }) })
      .expect(200);
    expect(bySlug.body.notes).toBe('scheduled notes');
  });

  it('keeps scheduled writeups off the leaderboard even for admins', async () => {
    const res = await admin.get('/api/writeup/leaderboard').expect(200);
    expect(res.body.writeups.map((w: Writeup) => w.title)).toEqual(['Public Film']);
  });
});
