import { createServer } from 'node:net';

import { parseMediaUrl } from '@reviews/libs/rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { media } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { OMDB_TEST_KEY, type OmdbStub, startOmdbStub } from './support/omdb-stub';

const UNAVAILABLE = {
  statusCode: 502,
  error: 'Bad Gateway',
  message: 'The movie database is not answering; try again later',
};

let stub: OmdbStub;
let testApp: TestApp;
let as: Callers;

beforeAll(async () => {
  stub = await startOmdbStub();
  testApp = await createTestApp({ env: { OMDB_URL: stub.url, OMDB_API_KEY: OMDB_TEST_KEY } });
  as = await callers(testApp);
});

afterAll(() => stub.close());

beforeEach(() => stub.setMode('ok'));

describe('GET /api/autofill/searchAutofill', () => {
  it('answers the candidates of that type from the movie database', async () => {
    const res = await as.admin.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(200);
    expect(res.body).toEqual([
      {
        title: 'Inception',
        releaseYear: 2010,
        poster: `${stub.url}posters/inception.jpg`,
        imdbID: 'tt1375666',
      },
      { title: 'Inception: The Cobol Job', releaseYear: 2010, poster: '', imdbID: 'tt5295894' },
    ]);
    const request = stub.requests.at(-1) as URLSearchParams;
    expect(Object.fromEntries(request)).toEqual({ s: 'inception', type: 'movie', apikey: OMDB_TEST_KEY });
  });

  it('asks for series when the type is series', async () => {
    const res = await as.root.get('/api/autofill/searchAutofill?type=series&search=severance').expect(200);
    expect(res.body).toEqual([
      {
        title: 'Severance',
        releaseYear: 2022,
        poster: `${stub.url}posters/severance.jpg`,
        imdbID: 'tt11280740',
      },
    ]);
    expect(stub.requests.at(-1)?.get('type')).toBe('series');
  });

  it('answers an empty list when nothing matches', async () => {
    await as.admin.get('/api/autofill/searchAutofill?type=series&search=inception').expect(200, []);
  });

  it('answers 400 for a missing search or an unknown type', async () => {
    const blank = await as.admin.get('/api/autofill/searchAutofill?type=movie&search=%20').expect(400);
    expect(blank.body.message).toBe('Type a title to search for');
    const type = await as.admin.get('/api/autofill/searchAutofill?type=article&search=x').expect(400);
    expect(type.body.message).toBe('type must be one of movie, series');
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    await as.visitor.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(401);
    await as.user.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(403);
  });

  it('answers 502 when the movie database fails or refuses the key', async () => {
    for (const mode of ['error', 'invalid-key'] as const) {
      stub.setMode(mode);
      const res = await as.admin.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(502);
      expect(res.body).toEqual(UNAVAILABLE);
    }
  });

  it('answers 502 when the movie database does not answer within 5 seconds', async () => {
    stub.setMode('hang');
    const started = Date.now();
    const res = await as.admin.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(502);
    expect(res.body).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 20_000);
});

describe('GET /api/autofill/getTitleInfo', () => {
  it('answers the writeup fields of a movie, at most 3 genres, with the poster imported to the site', async () => {
    const res = await as.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(200);
    expect(res.body).toEqual({
      title: 'Inception',
      releaseYear: 2010,
      runtime: 148,
      director: 'Christopher Nolan',
      mpaa: 'PG-13',
      genre: ['Action', 'Adventure', 'Sci-Fi'],
      poster: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/300x450\.webp$/),
    });
    const poster = await testApp.http().get(res.body.poster).buffer(true).expect(200);
    expect(await sharp(poster.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 450,
    });
    const id = res.body.poster.split('/')[2];
    const [row] = await testApp.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ ownerId: as.admin.user.id, purpose: 'poster', width: 300, height: 450 });
    expect(parseMediaUrl(res.body.poster)).toMatchObject({ width: 300, height: 450 });
    expect(Object.fromEntries(stub.requests.at(-1) as URLSearchParams)).toEqual({
      i: 'tt1375666',
      type: 'movie',
      apikey: OMDB_TEST_KEY,
    });
  });

  it("leaves out what the movie database does not know ('N/A')", async () => {
    const res = await as.root.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt5295894').expect(200);
    expect(res.body).toEqual({
      title: 'Inception: The Cobol Job',
      releaseYear: 2010,
      runtime: null,
      director: '',
      mpaa: '',
      genre: ['Animation', 'Short'],
      poster: '',
    });
  });

  it('leaves the poster empty when its host no longer has it, and fills in the rest', async () => {
    const res = await as.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt0209144').expect(200);
    expect(res.body).toMatchObject({ title: 'Memento', director: 'Christopher Nolan', poster: '' });
  });

  it('answers a series without a runtime, which only movies carry', async () => {
    const res = await as.admin.get('/api/autofill/getTitleInfo?type=series&imdbID=tt11280740').expect(200);
    expect(res.body).toMatchObject({ title: 'Severance', releaseYear: 2022, runtime: null, mpaa: 'TV-MA' });
  });

  it('answers 404 for an id the movie database does not know', async () => {
    const res = await as.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt0000001').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No title was found for that IMDb id',
    });
  });

  it('answers 400 for an id that is not an IMDb id', async () => {
    const res = await as.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=1375666').expect(400);
    expect(res.body.message).toBe('imdbID must be an IMDb id such as tt1160419');
  });

  it('answers 401 to a visitor, 403 to a user and 502 when the database fails', async () => {
    await as.visitor.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(401);
    await as.user.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(403);
    stub.setMode('error');
    await as.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(502, UNAVAILABLE);
  });
});

describe('autofill when the movie database is down', () => {
  it('answers 502 when nothing listens at OMDB_URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const down = await createTestApp({
      env: { OMDB_URL: `http://127.0.0.1:${port}/`, OMDB_API_KEY: OMDB_TEST_KEY },
    });
    const admin = await callers(down);
    await admin.admin.get('/api/autofill/searchAutofill?type=movie&search=x').expect(502, UNAVAILABLE);
    await admin.admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(502, UNAVAILABLE);
  });
});

describe('autofill without OMDB_API_KEY', () => {
  it('answers 503 to administrators', async () => {
    const unconfigured = await createTestApp({ env: { OMDB_URL: stub.url } });
    const { admin, user } = await callers(unconfigured);
    const expected = { statusCode: 503, error: 'Service Unavailable', message: 'Autofill is not configured' };
    await admin.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(503, expected);
    await admin.get('/api/autofill/getTitleInfo?type=movie&imdbID=tt1375666').expect(503, expected);
    await user.get('/api/autofill/searchAutofill?type=movie&search=inception').expect(403);
  });
});
