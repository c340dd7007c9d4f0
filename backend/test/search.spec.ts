import { type SearchResult, type Writeup, WRITEUP_CARD_FIELDS } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createUser, createWriteup } from './support/factories';

let testApp: TestApp;
let as: Callers;

const titles = (writeups: Writeup[]) => writeups.map((writeup) => writeup.title);

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  const author = as.admin.user;
  await createWriteup(testApp, {
    author,
    title: 'Dune',
    director: 'Denis Villeneuve',
    content: 'Sand, spice and worms.',
    publishedAt: new Date('2021-10-22T12:00:00Z'),
  });
  await createWriteup(testApp, {
    author,
    title: 'Dune: Part Two',
    content: 'The war begins.',
    publishedAt: new Date('2024-03-01T12:00:00Z'),
  });
  await createWriteup(testApp, {
    author,
    title: 'Lawrence of Arabia',
    content: 'Endless desert, long before any dune of Arrakis was filmed.',
  });
  await createWriteup(testApp, { author, title: 'Interstellar', content: 'Space, time and a farm.' });
  await createWriteup(testApp, {
    author,
    title: 'The Shawshank Redemption',
    content: 'Hope behind prison walls.',
  });
  await createWriteup(testApp, {
    author,
    title: 'The Batman',
    publishedAt: new Date('2022-03-04T12:00:00Z'),
  });
  // Newer, and holding "the" as a word too: only a title starting with it ranks above.
  await createWriteup(testApp, { author, title: 'Killers of the Flower Moon' });
  await createWriteup(testApp, { author, title: 'Dune Messiah', scheduledFor: daysFromNow(5) });
  await createWriteup(testApp, { author, title: 'Dune Draft', published: false });
  for (let i = 1; i <= 6; i++) await createWriteup(testApp, { author, title: `Zorblax ${i}` });
  await createWriteup(testApp, { author, type: 'series', title: 'Zorblax Chronicles' });
  await createWriteup(testApp, {
    author,
    type: 'article',
    title: 'Why we love aliens',
    headline: 'A Zorblax appreciation',
  });
  await createUser(testApp, { username: 'zorblaxfan', email: 'fan@example.com' });
  await createUser(testApp, { username: 'zorblax_two' });
});

describe('GET /api/search', () => {
  it('puts the exact title first, then other title matches, then text matches', async () => {
    const res = await as.visitor.get('/api/search?search=dune').expect(200);
    expect(titles(res.body.writeups)).toEqual(['Dune', 'Dune: Part Two', 'Lawrence of Arabia']);
  });

  it('puts titles starting with the typed words above titles merely holding them', async () => {
    const res = await as.visitor.get('/api/search?search=the').expect(200);
    const found = titles(res.body.writeups);
    expect(found.indexOf('The Batman')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('The Batman')).toBeLessThan(found.indexOf('Killers of the Flower Moon'));
    expect(found.indexOf('The Shawshank Redemption')).toBeLessThan(
      found.indexOf('Killers of the Flower Moon'),
    );
    const typed = await as.visitor.get('/api/search?search=the%20bat').expect(200);
    expect(titles(typed.body.writeups)[0]).toBe('The Batman');
  });

  it('forgives small typos in titles', async () => {
    for (const typo of ['dnue', 'Duen', 'lawrance of arabia']) {
      const res = await as.visitor.get(`/api/search?search=${encodeURIComponent(typo)}`).expect(200);
      expect(titles(res.body.writeups)).toContain(
        typo === 'lawrance of arabia' ? 'Lawrence of Arabia' : 'Dune',
      );
    }
  });

  it('forgives two neighbouring letters swapped anywhere in a longer title word', async () => {
    const typos = [
      ['Interstellra', 'Interstellar'],
      ['Itnerstellar', 'Interstellar'],
      ['Intersetllar', 'Interstellar'],
      ['Interstlelar', 'Interstellar'],
      ['shawshank redemptoin', 'The Shawshank Redemption'],
      ['shawshank redmeption', 'The Shawshank Redemption'],
      ['shawhsank redemption', 'The Shawshank Redemption'],
    ];
    for (const [typo, title] of typos) {
      const res = await as.visitor.get(`/api/search?search=${encodeURIComponent(typo)}`).expect(200);
      expect({ typo, found: titles(res.body.writeups) }).toEqual({ typo, found: [title] });
    }
  });

  it('tries the swaps of two 20-letter words, and of no longer words, with nothing found', async () => {
    for (const term of [
      'abcdefghijabcdefghij klmnopqrstklmnopqrst',
      `${'interstellarly'.repeat(3)} ${'redemption'.repeat(5)}`,
    ]) {
      const res = await as.visitor.get(`/api/search?search=${term}`).expect(200);
      expect(res.body).toEqual({ writeups: [], users: [], totalMatched: 0 });
    }
  });

  it('matches the director, headline and content too', async () => {
    const director = await as.visitor.get('/api/search?search=villeneuve').expect(200);
    expect(titles(director.body.writeups)).toEqual(['Dune']);
    const content = await as.visitor.get('/api/search?search=spice%20worms').expect(200);
    expect(titles(content.body.writeups)).toEqual(['Dune']);
  });

  it('answers up to 5 writeups of each type and the users by username', async () => {
    const res = await as.visitor.get('/api/search?search=zorblax').expect(200);
    const byType = (type: string) => res.body.writeups.filter((w: Writeup) => w.type === type);
    expect(byType('movie')).toHaveLength(5);
    expect(titles(byType('series'))).toEqual(['Zorblax Chronicles']);
    expect(titles(byType('article'))).toEqual(['Why we love aliens']);
    expect(res.body.users.map((user: { username: string }) => user.username)).toEqual([
      'zorblax_two',
      'zorblaxfan',
    ]);
    expect(res.body.totalMatched).toBe(10);
  });

  it('answers users without their e-mail to visitors', async () => {
    const res = await as.visitor.get('/api/search?search=zorblaxfan').expect(200);
    expect(res.body.users[0]).toMatchObject({ username: 'zorblaxfan', avatar: null });
    expect(res.body.users[0]).not.toHaveProperty('email');
    const asRoot = await as.root.get('/api/search?search=zorblaxfan').expect(200);
    expect(asRoot.body.users[0].email).toBe('fan@example.com');
  });

  it('hides scheduled writeups from visitors and users, and drafts from everyone', async () => {
    for (const agent of [as.visitor, as.user]) {
      const res = await agent.get('/api/search?search=dune').expect(200);
      expect(titles(res.body.writeups)).not.toContain('Dune Messiah');
      expect(titles(res.body.writeups)).not.toContain('Dune Draft');
    }
    for (const agent of [as.admin, as.root]) {
      const res = await agent.get('/api/search?search=dune').expect(200);
      expect(titles(res.body.writeups)).toContain('Dune Messiah');
      expect(titles(res.body.writeups)).not.toContain('Dune Draft');
    }
  });

  it('answers nothing found as empty lists', async () => {
    const res = await as.visitor.get('/api/search?search=qqqxxyyzz').expect(200);
    expect(res.body).toEqual({ writeups: [], users: [], totalMatched: 0 });
  });

  it('takes wildcard characters literally', async () => {
    const res = await as.visitor.get('/api/search?search=%25%25%25').expect(200);
    expect(res.body.writeups).toEqual([]);
  });

  it('answers 400 for fewer than 3 characters or no search', async () => {
    for (const query of ['?search=du', '?search=%20%20du%20%20', '']) {
      const res = await as.visitor.get(`/api/search${query}`).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Search for at least 3 characters',
      });
    }
  });
});

describe('GET /api/search/all', () => {
  beforeAll(async () => {
    await createUser(testApp, { username: 'zorblax_three' });
    await createUser(testApp, { username: 'zorblax_four' });
  });

  it('answers 10 results a page, writeups then users, each with its collection', async () => {
    const res = await as.visitor.get('/api/search/all?search=zorblax').expect(200);
    expect(res.body).toMatchObject({ page: 1, totalPages: 2, totalMatched: 12, pageSize: 10 });
    expect(res.body.results).toHaveLength(10);
    expect(res.body.results.map((r: SearchResult) => r.collection)).toEqual([
      ...Array<string>(8).fill('writeups'),
      'users',
      'users',
    ]);
    const second = await as.visitor.get('/api/search/all?search=zorblax&page=2').expect(200);
    expect(second.body.page).toBe(2);
    expect(second.body.results.map((r: SearchResult) => r.collection)).toEqual(['users', 'users']);
    expect(second.body.results.map((r: { username: string }) => r.username)).toEqual([
      'zorblax_two',
      'zorblaxfan',
    ]);
  });

  it('ranks titles starting with the words first in every page of results', async () => {
    const res = await as.visitor.get('/api/search/all?search=the').expect(200);
    const found = (res.body.results as SearchResult[]).flatMap((r) =>
      r.collection === 'writeups' ? [r.title] : [],
    );
    expect(found.slice(0, 2).sort()).toEqual(['The Batman', 'The Shawshank Redemption']);
    expect(found).toContain('Killers of the Flower Moon');
  });

  it('ranks title matches first across types', async () => {
    const res = await as.visitor.get('/api/search/all?search=zorblax').expect(200);
    const results: SearchResult[] = res.body.results;
    const articleAt = results.findIndex(
      (r) => r.collection === 'writeups' && r.title === 'Why we love aliens',
    );
    expect(articleAt).toBe(7);
  });

  it('answers the last page for a page past the end and page 1 for a bad page', async () => {
    const past = await as.visitor.get('/api/search/all?search=zorblax&page=9').expect(200);
    expect(past.body.page).toBe(2);
    const bad = await as.visitor.get('/api/search/all?search=zorblax&page=abc').expect(200);
    expect(bad.body.page).toBe(1);
  });

  it('applies visibility', async () => {
    const visitor = await as.visitor.get('/api/search/all?search=messiah').expect(200);
    expect(visitor.body).toMatchObject({ results: [], totalMatched: 0, page: 1, totalPages: 1 });
    const admin = await as.admin.get('/api/search/all?search=messiah').expect(200);
    expect(admin.body.results).toEqual([
      expect.objectContaining({ title: 'Dune Messiah', collection: 'writeups' }),
    ]);
  });

  it('answers 400 for fewer than 3 characters', async () => {
    const res = await as.user.get('/api/search/all?search=ab&page=1').expect(400);
    expect(res.body.message).toBe('Search for at least 3 characters');
  });
});

describe('search answers writeup cards (product.md §7)', () => {
  const expectCards = (writeups: Partial<Writeup>[]) => {
    expect(writeups.length).toBeGreaterThan(0);
    for (const writeup of writeups) {
      expect(writeup).not.toHaveProperty('content');
      for (const key of Object.keys(writeup)) {
        if (key !== 'collection') expect(WRITEUP_CARD_FIELDS).toContain(key);
      }
    }
  };

  it('suggestions carry no content, even for an administrator', async () => {
    for (const caller of [as.visitor, as.admin]) {
      const res = await caller.get('/api/search?search=dune').expect(200);
      expectCards(res.body.writeups);
    }
  });

  it('all results carry no content', async () => {
    const res = await as.visitor.get('/api/search/all?search=dune').expect(200);
    expectCards(res.body.results.filter((result: SearchResult) => result.collection === 'writeups'));
  });
});
