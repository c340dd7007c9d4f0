import { createTestApp, type TestApp } from './support/app';
import { createUser, type TestUser } from './support/factories';

// Two app instances on one database behave as one site. On PostgreSQL (TEST_DATABASE_URL) each
// instance has its own connection pool to the same database, as two servers would; on the
// embedded database both share the one in-memory instance.

let first: TestApp;
let second: TestApp;
let author: TestUser;
let authorCookie: string;

/** Signs in on one instance and returns the session cookie it sets. */
async function signIn(instance: TestApp, user: TestUser): Promise<string> {
  const res = await instance
    .http()
    .post('/api/login')
    .send({ emailOrUsername: user.email, password: user.password, type: 'email' })
    .expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
  return (cookie as string).split(';')[0];
}

function lookup(instance: TestApp, slug: string) {
  return instance
    .http()
    .get('/api/writeup/')
    .query({ filter: JSON.stringify({ slug }) });
}

/** A new draft on `instance`, saved with every field publishing needs plus `fields`. */
async function saveMovie(instance: TestApp, fields: Record<string, unknown>) {
  const created = await instance
    .http()
    .post('/api/writeup/')
    .set('Cookie', authorCookie)
    .send({ type: 'movie' });
  expect(created.status).toBe(201);
  return instance
    .http()
    .patch('/api/writeup/')
    .set('Cookie', authorCookie)
    .send({
      _id: created.body._id,
      releaseYear: 2016,
      content: 'Linguistics as a thriller.',
      image: '/demo-images/banner.svg',
      poster: '/demo-images/poster.svg',
      director: 'Denis Villeneuve',
      mpaa: 'PG-13',
      genre: ['Sci-Fi'],
      rating: 90,
      runtime: 116,
      ...fields,
    })
    .expect(200);
}

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  author = await createUser(first, { type: 'admin' });
  authorCookie = await signIn(first, author);
});

describe('sessions across instances', () => {
  it('accepts on the second instance a session created on the first', async () => {
    const res = await second.http().get('/api/whoami').set('Cookie', authorCookie).expect(200);
    expect(res.body).toMatchObject({ _id: author.id, username: author.username });
  });

  it('ends the session on both instances when signing out on one', async () => {
    const member = await createUser(second, { type: 'user' });
    const cookie = await signIn(second, member);
    await first.http().get('/api/whoami').set('Cookie', cookie).expect(200, /"_id"/);

    await first.http().post('/api/logout').set('Cookie', cookie).expect(200);

    const res = await second.http().get('/api/whoami').set('Cookie', cookie).expect(200);
    expect(res.body).toBeNull();
  });
});

describe('writeups across instances', () => {
  it('shows through the second instance at once a writeup published through the first', async () => {
    await lookup(second, 'arrival').expect(404);
    const saved = await saveMovie(first, { title: 'Arrival', publishNow: true });

    const res = await lookup(second, 'arrival').expect(200);
    expect(res.body).toMatchObject({ _id: saved.body._id, title: 'Arrival', rating: 90 });
  });

  it('shows through the first instance at once an edit made through the second', async () => {
    const saved = await saveMovie(first, { title: 'Sicario', publishNow: true });
    await second
      .http()
      .patch('/api/writeup/')
      .set('Cookie', authorCookie)
      .send({ _id: saved.body._id, rating: 75, content: 'Tense from the first minute.' })
      .expect(200);

    const res = await lookup(first, 'sicario').expect(200);
    expect(res.body).toMatchObject({ rating: 75, content: 'Tense from the first minute.' });
  });

  it('publishes a scheduled writeup on both instances when its time comes', async () => {
    const visibleAfter = new Date(Date.now() + 2_000);
    const saved = await saveMovie(second, {
      title: 'Prisoners',
      draft: false,
      visibleAfter: visibleAfter.toISOString(),
    });
    const slug = saved.body.slug as string;
    await lookup(first, slug).expect(404);
    await lookup(second, slug).expect(404);

    await new Promise((resolve) => setTimeout(resolve, visibleAfter.getTime() - Date.now() + 100));

    for (const instance of [first, second]) {
      const res = await lookup(instance, slug).expect(200);
      expect(res.body).toMatchObject({ title: 'Prisoners', visibleAfter: visibleAfter.toISOString() });
    }
  });
});
