import { announcements } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';

let testApp: TestApp;
let as: Callers;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
});

const post = (title: string, content: string) =>
  as.admin.post('/api/announcement/').send({ title, content }).expect(201);

/** An announcement of `as.admin` as the API answers it. */
const postedByAdmin = (title: string, content: string) => ({
  _id: expect.any(String),
  title,
  content,
  admin: { _id: as.admin.user.id, username: as.admin.user.username, avatar: null },
  created: expect.any(String),
});

describe('POST /api/announcement/', () => {
  it('stores a trimmed announcement by an admin and answers 201 with it', async () => {
    const res = await post('  Welcome  ', '  The site is open.  ');
    expect(res.body).toEqual(postedByAdmin('Welcome', 'The site is open.'));
  });

  it('lets root post too', async () => {
    await as.root.post('/api/announcement/').send({ title: 'Root', content: 'Hello' }).expect(201);
  });

  it('accepts a 40 character title and 300 character content', async () => {
    await post('t'.repeat(40), 'c'.repeat(300));
  });

  it.each([
    [
      'a 41 character title',
      { title: 't'.repeat(41), content: 'ok' },
      'The title can be at most 40 characters',
    ],
    ['a blank title', { title: '   ', content: 'ok' }, 'The title cannot be empty'],
    ['no title', { content: 'ok' }, 'The title must be text'],
    [
      '301 characters of content',
      { title: 'ok', content: 'c'.repeat(301) },
      'The content can be at most 300 characters',
    ],
    ['blank content', { title: 'ok', content: ' \n ' }, 'The content cannot be empty'],
    ['an unknown field', { title: 'ok', content: 'ok', admin: 'me' }, 'property admin should not exist'],
  ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
    const before = await testApp.db.$count(announcements);
    const res = await as.admin.post('/api/announcement/').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await testApp.db.$count(announcements)).toBe(before);
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    const before = await testApp.db.$count(announcements);
    await as.visitor.post('/api/announcement/').send({ title: 'x', content: 'y' }).expect(401);
    const res = await as.user.post('/api/announcement/').send({ title: 'x', content: 'y' }).expect(403);
    expect(res.body.message).toBe('You do not have permission to do this');
    expect(await testApp.db.$count(announcements)).toBe(before);
  });
});

describe('GET /api/announcement', () => {
  let titles: string[];

  beforeAll(async () => {
    await testApp.db.delete(announcements);
    titles = [];
    for (let i = 1; i <= 23; i++) {
      titles.push(`News ${i}`);
      await post(`News ${i}`, `Item ${i}`);
    }
    titles.reverse();
  });

  it('answers the first page of 10, newest first, to anyone', async () => {
    const res = await as.visitor.get('/api/announcement').expect(200);
    expect(res.body).toMatchObject({ page: 1, totalPages: 3, totalMatched: 23, pageSize: 10 });
    expect(res.body.announcements.map((a: { title: string }) => a.title)).toEqual(titles.slice(0, 10));
    expect(res.body.announcements[0]).toEqual(postedByAdmin('News 23', 'Item 23'));
  });

  it('answers a later page, and the last page for a page past the end', async () => {
    const third = await as.visitor.get('/api/announcement?page=3').expect(200);
    expect(third.body.announcements.map((a: { title: string }) => a.title)).toEqual(titles.slice(20));
    const past = await as.visitor.get('/api/announcement?page=99').expect(200);
    expect(past.body).toMatchObject({ page: 3, totalPages: 3 });
    expect(past.body.announcements).toEqual(third.body.announcements);
  });

  it('answers page 1 for a page below 1 or not a number', async () => {
    for (const page of ['0', '-2', 'abc']) {
      const res = await as.visitor.get(`/api/announcement?page=${page}`).expect(200);
      expect(res.body.page).toBe(1);
      expect(res.body.announcements[0].title).toBe('News 23');
    }
  });

  it('answers `limit` announcements with that page size', async () => {
    const one = await as.visitor.get('/api/announcement?limit=1').expect(200);
    expect(one.body).toMatchObject({ page: 1, totalPages: 23, totalMatched: 23, pageSize: 1 });
    expect(one.body.announcements.map((a: { title: string }) => a.title)).toEqual(['News 23']);
    const fifty = await as.visitor.get('/api/announcement?limit=50').expect(200);
    expect(fifty.body).toMatchObject({ totalPages: 1, pageSize: 50 });
    expect(fifty.body.announcements).toHaveLength(23);
  });

  it('answers 400 for a limit outside 1 to 50', async () => {
    for (const limit of ['0', '51', 'many', '2.5']) {
      const res = await as.visitor.get(`/api/announcement?limit=${limit}`).expect(400);
      expect(res.body.message).toBe('limit must be a whole number from 1 to 50');
    }
  });

  it('answers the same to users, admins and root', async () => {
    const expected = (await as.visitor.get('/api/announcement').expect(200)).body;
    for (const agent of [as.user, as.admin, as.root]) {
      expect((await agent.get('/api/announcement').expect(200)).body).toEqual(expected);
    }
  });
});

describe('GET /api/announcement with none posted', () => {
  it('answers an empty first page', async () => {
    await testApp.db.delete(announcements);
    const res = await as.visitor.get('/api/announcement?page=4').expect(200);
    expect(res.body).toEqual({ announcements: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 10 });
  });
});
