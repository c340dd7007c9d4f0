import { DATA_IMPORT } from '@reviews/libs/constants';
import type { ImportReport, Writeup } from '@reviews/libs/contract';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { fromBuffer } from 'yauzl';
import { ZipFile } from 'yazl';

import { logEntries, ratings, watchlistEntries } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';
import { PurgeReceiver } from './support/purge-receiver';
import { purgesSettled } from './support/purges';

// product.md §17: a member's data out (a zip in Letterboxd's layout) and in (a Letterboxd export).

let testApp: TestApp;
let cache: PurgeReceiver;
let admin: SignedInAgent;
let amelie: Writeup;
let spiderMan: Writeup;
let dune: Writeup;
let dune1984: Writeup;
let bear: Writeup;

const PUBLIC_URL = 'http://reviews.example';
const DIARY_HEADER = ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'];
const REVIEWS_HEADER = [
  'Date',
  'Name',
  'Year',
  'Letterboxd URI',
  'Rating',
  'Rewatch',
  'Review',
  'Tags',
  'Watched Date',
];
const TRICKY_REVIEW = 'Loved it, "truly" — a café, a métro;\nthen a second line,\n\nand a third.';

/** A CSV file as Letterboxd writes one: quoted where a cell needs it, CRLF-free. */
function csv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.from(content), name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Every file of a zip, by name. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, string>();
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const rowsOf = (text: string): Record<string, string>[] => parse(text, { columns: true, bom: true });
const headerOf = (text: string): string[] => (parse(text, { to_line: 1 }) as string[][])[0];

function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

const exportOf = (agent: TestAgent) => agent.get('/api/me/export').buffer(true).parse(binary);

function importFile(agent: TestAgent, name: string, content: string | Buffer, dryRun?: boolean) {
  const request = agent.post('/api/me/import');
  if (dryRun !== undefined) void request.field('dryRun', String(dryRun));
  return request.attach('file', Buffer.from(content), { filename: name });
}

const diaryOf = (userId: string) =>
  testApp.db
    .select({
      writeupId: logEntries.writeupId,
      watchedOn: logEntries.watchedOn,
      rewatch: logEntries.rewatch,
      score: logEntries.score,
      review: logEntries.review,
    })
    .from(logEntries)
    .where(eq(logEntries.userId, userId))
    .orderBy(asc(logEntries.watchedOn), asc(logEntries.writeupId), asc(logEntries.rewatch));
const ratingsOf = (userId: string) =>
  testApp.db
    .select({ writeupId: ratings.writeupId, score: ratings.score })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.writeupId));
const watchlistOf = async (userId: string) =>
  (
    await testApp.db
      .select({ writeupId: watchlistEntries.writeupId })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.userId, userId))
  )
    .map((row) => row.writeupId)
    .sort();

/** What a member has, to compare before and after a refused or dry import. */
const holdingsOf = async (userId: string) => ({
  diary: await diaryOf(userId),
  ratings: await ratingsOf(userId),
  watchlist: await watchlistOf(userId),
});

const movie = (title: string, releaseYear: number, extra: object = {}) =>
  createWriteup(testApp, { author: admin.user, title, releaseYear, ...extra });

beforeAll(async () => {
  cache = await new PurgeReceiver().start();
  testApp = await createTestApp({ env: { PUBLIC_URL, CACHE_PURGE_URLS: cache.url } });
  admin = await loginAs(testApp, 'admin');
  amelie = await movie('Amélie', 2001);
  spiderMan = await movie('Spider-Man: No Way Home', 2021);
  dune = await movie('Dune', 2021);
  dune1984 = await movie('Dune', 1984);
  bear = await createWriteup(testApp, {
    author: admin.user,
    type: 'series',
    title: 'The Bear',
    releaseYear: 2022,
  });
  await movie('Unreleased Film', 2024, { published: false });
  await createWriteup(testApp, { author: admin.user, type: 'article', title: 'Essay On Film' });
});

afterAll(() => cache.stop());

describe('GET /api/me/export', () => {
  it('answers 401 to a visitor', async () => {
    const res = await testApp.http().get('/api/me/export').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });

  it('answers a private zip of profile.json and CSV files in the layout of Letterboxd', async () => {
    const member = await loginAs(testApp, 'user');
    const friend = await loginAs(testApp, 'user');
    await member.put('/api/user/preferences').send({ watchlistPublic: true }).expect(200);
    await member
      .post(`/api/writeup/${amelie._id}/log`)
      .send({ watchedOn: '2024-03-02', score: 90, review: TRICKY_REVIEW })
      .expect(201);
    await member
      .post(`/api/writeup/${amelie._id}/log`)
      .send({ watchedOn: '2024-05-06', rewatch: true, score: 70 })
      .expect(201);
    await member.put(`/api/writeup/${dune._id}/rating`).send({ score: 50 }).expect(200);
    await member.put(`/api/watchlist/${bear._id}`).expect(200);
    const list = await member.post('/api/lists').send({ title: 'Best/Worst: of ../2021?' }).expect(201);
    await member
      .put(`/api/lists/${list.body._id}/entries`)
      .send({ entries: [{ writeup: dune._id, note: 'Sand, "lots"' }, { writeup: bear._id }] })
      .expect(200);
    await postComment(member, spiderMan._id, 'A comment, with a comma');
    await member.put(`/api/writeup/${spiderMan._id}/like`).expect(200);
    await member.put(`/api/user/${friend.user.username}/follow`).expect(200);

    const res = await exportOf(member).expect(200);

    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(res.body as Buffer);
    expect([...files.keys()].sort()).toEqual(
      [
        'comments.csv',
        'diary.csv',
        'follows.csv',
        'likes.csv',
        'lists/Best-Worst- of -2021.csv',
        'profile.json',
        'ratings.csv',
        'reviews.csv',
        'watchlist.csv',
      ].sort(),
    );
    const profile = JSON.parse(files.get('profile.json')!);
    expect(profile.user).toMatchObject({
      username: member.user.username,
      email: member.user.email,
      watchlistPublic: true,
      emailDigest: 'off',
    });

    const diaryText = files.get('diary.csv')!;
    expect(headerOf(diaryText)).toEqual(DIARY_HEADER);
    const today = new Date().toISOString().slice(0, 10);
    expect(rowsOf(diaryText)).toEqual([
      {
        Date: today,
        Name: 'Amélie',
        Year: '2001',
        'Letterboxd URI': `${PUBLIC_URL}/review/${amelie.slug}`,
        Rating: '4.5',
        Rewatch: '',
        Tags: '',
        'Watched Date': '2024-03-02',
      },
      expect.objectContaining({ Rating: '3.5', Rewatch: 'Yes', 'Watched Date': '2024-05-06' }),
    ]);
    const reviewsText = files.get('reviews.csv')!;
    expect(headerOf(reviewsText)).toEqual(REVIEWS_HEADER);
    expect(rowsOf(reviewsText)).toEqual([
      expect.objectContaining({
        Name: 'Amélie',
        Rating: '4.5',
        Review: TRICKY_REVIEW,
        'Watched Date': '2024-03-02',
      }),
    ]);
    const ratingsText = files.get('ratings.csv')!;
    expect(headerOf(ratingsText)).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']);
    // The diary's scores set the audience rating too (product.md §15): the latest is 3.5.
    expect(rowsOf(ratingsText).map((row) => [row.Name, row.Year, row.Rating])).toEqual(
      expect.arrayContaining([
        ['Amélie', '2001', '3.5'],
        ['Dune', '2021', '2.5'],
      ]),
    );
    const watchlistText = files.get('watchlist.csv')!;
    expect(headerOf(watchlistText)).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI']);
    expect(rowsOf(watchlistText)).toEqual([
      { Date: today, Name: 'The Bear', Year: '2022', 'Letterboxd URI': `${PUBLIC_URL}/review/${bear.slug}` },
    ]);
    const listText = files.get('lists/Best-Worst- of -2021.csv')!;
    expect(listText).toContain('Letterboxd list export v7');
    expect(listText).toContain('1,Dune,2021,');
    expect(listText).toContain('"Sand, ""lots"""');
    expect(listText).toContain('2,The Bear,2022,');
    expect(rowsOf(files.get('comments.csv')!)).toEqual([
      expect.objectContaining({ Name: 'Spider-Man: No Way Home', Comment: 'A comment, with a comma' }),
    ]);
    expect(rowsOf(files.get('likes.csv')!)).toEqual([
      expect.objectContaining({ Kind: 'review', Name: 'Spider-Man: No Way Home' }),
    ]);
    expect(rowsOf(files.get('follows.csv')!)).toEqual([
      expect.objectContaining({
        Username: friend.user.username,
        'Profile URI': `${PUBLIC_URL}/profile/${friend.user.username}`,
      }),
    ]);
  });

  it("holds the member's own data only, and header rows for what they have none of", async () => {
    const member = await loginAs(testApp, 'user');
    const files = await unzip((await exportOf(member).expect(200)).body as Buffer);
    expect(rowsOf(files.get('diary.csv')!)).toEqual([]);
    expect(headerOf(files.get('diary.csv')!)).toEqual(DIARY_HEADER);
    expect([...files.keys()].some((name) => name.startsWith('lists/'))).toBe(false);
  });
});

describe('POST /api/me/import', () => {
  const diaryCsv = csv(DIARY_HEADER, [
    ['2024-01-02', 'amelie', 2001, 'https://boxd.it/abc', '4.5', '', '', '2024-01-01'],
    ['2024-01-03', 'Spider Man No Way Home', 2021, '', '3', 'Yes', 'marvel', '2024-01-02'],
    ['2024-01-04', 'No Such Film', 1999, '', '2', '', '', '2024-01-03'],
    ['2024-01-05', 'Unreleased Film', 2024, '', '', '', '', '2024-01-04'],
    ['2024-01-06', 'DUNE', 1984, '', '0.5', '', '', '2024-01-05'],
    ['2024-01-07', 'Dune', 2021, '', '7', '', '', '2024-01-06'],
    ['2024-01-08', 'Essay On Film', '', '', '', '', '', '2024-01-07'],
  ]);

  it('answers 401 to a visitor and stores nothing', async () => {
    const res = await importFile(testApp.http(), 'diary.csv', diaryCsv).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });

  it('imports a diary.csv: titles matched by year whatever their case, accents and punctuation; half stars; rewatches; the rest reported by line', async () => {
    const member = await loginAs(testApp, 'user');

    const res = await importFile(member, 'diary.csv', diaryCsv).expect(200);

    expect(res.body as ImportReport).toEqual({
      imported: { diary: 3, ratings: 3, watchlist: 0, reviews: 0 },
      unmatched: [
        {
          file: 'diary.csv',
          line: 4,
          name: 'No Such Film',
          year: 1999,
          reason: expect.stringMatching(/title and year/),
        },
        {
          file: 'diary.csv',
          line: 5,
          name: 'Unreleased Film',
          year: 2024,
          reason: expect.stringMatching(/title and year/),
        },
        {
          file: 'diary.csv',
          line: 7,
          name: 'Dune',
          year: 2021,
          reason: expect.stringMatching(/0\.5 to 5 stars/),
        },
        {
          file: 'diary.csv',
          line: 8,
          name: 'Essay On Film',
          year: null,
          reason: expect.stringMatching(/no year/),
        },
      ],
    });
    expect(await diaryOf(member.user.id)).toEqual([
      { writeupId: amelie._id, watchedOn: '2024-01-01', rewatch: false, score: 90, review: null },
      { writeupId: spiderMan._id, watchedOn: '2024-01-02', rewatch: true, score: 60, review: null },
      { writeupId: dune1984._id, watchedOn: '2024-01-05', rewatch: false, score: 10, review: null },
    ]);
    expect(await ratingsOf(member.user.id)).toEqual(
      expect.arrayContaining([
        { writeupId: amelie._id, score: 90 },
        { writeupId: spiderMan._id, score: 60 },
        { writeupId: dune1984._id, score: 10 },
      ]),
    );
    const diary = await member.get(`/api/user/${member.user.username}/diary`).expect(200);
    expect(diary.body.entries).toHaveLength(3);
  });

  it('imports reviews with quotes, commas and line breaks, reporting later rows by the line they start on', async () => {
    const member = await loginAs(testApp, 'user');
    const reviewsCsv = csv(REVIEWS_HEADER, [
      ['2024-02-01', 'Amélie', 2001, '', '5', '', TRICKY_REVIEW, '', '2024-01-31'],
      ['2024-02-02', 'Nowhere', 2001, '', '5', '', 'Short', '', '2024-02-01'],
      ['2024-02-03', 'The Bear', 2022, '', '', 'Yes', 'x'.repeat(5_001), '', '2024-02-02'],
    ]);

    const res = await importFile(member, 'reviews.csv', reviewsCsv).expect(200);

    expect(res.body).toEqual({
      imported: { diary: 0, ratings: 1, watchlist: 0, reviews: 1 },
      unmatched: [
        { file: 'reviews.csv', line: 6, name: 'Nowhere', year: 2001, reason: expect.any(String) },
        {
          file: 'reviews.csv',
          line: 7,
          name: 'The Bear',
          year: 2022,
          reason: expect.stringMatching(/longer than 5000/),
        },
      ],
    });
    expect(await diaryOf(member.user.id)).toEqual([
      { writeupId: amelie._id, watchedOn: '2024-01-31', rewatch: false, score: 100, review: TRICKY_REVIEW },
    ]);
  });

  it('reports and changes nothing on a dry run', async () => {
    const member = await loginAs(testApp, 'user');
    const before = await holdingsOf(member.user.id);

    const dry = await importFile(member, 'diary.csv', diaryCsv, true).expect(200);

    expect(dry.body.imported).toEqual({ diary: 3, ratings: 3, watchlist: 0, reviews: 0 });
    expect(dry.body.unmatched).toHaveLength(4);
    expect(await holdingsOf(member.user.id)).toEqual(before);
    const real = await importFile(member, 'diary.csv', diaryCsv, false).expect(200);
    expect(real.body).toEqual(dry.body);
  });

  it("purges the member's diary and the reviews of the writeups it reviewed; a dry run purges nothing", async () => {
    const member = await loginAs(testApp, 'user');
    const reviewsCsv = csv(REVIEWS_HEADER, [
      ['2024-02-01', 'Dune', 2021, '', '4', '', 'Big.', '', '2024-01-31'],
    ]);
    // The earlier imports' purges of Dune (and their repeats) are all in before counting.
    await purgesSettled(testApp);
    const before = cache.purges.length;
    await importFile(member, 'reviews.csv', reviewsCsv, true).expect(200);
    expect(cache.keysSince(before)).toEqual([]);

    await importFile(member, 'reviews.csv', reviewsCsv).expect(200);

    expect(cache.keysSince(before)).toEqual(
      expect.arrayContaining([`diary:${member.user.username.toLowerCase()}`, `reviews:${dune._id}`]),
    );
  });

  it('adds nothing when the same file is imported twice', async () => {
    const member = await loginAs(testApp, 'user');
    await importFile(member, 'diary.csv', diaryCsv).expect(200);
    const after = await holdingsOf(member.user.id);

    const again = await importFile(member, 'diary.csv', diaryCsv).expect(200);

    expect(again.body.imported).toEqual({ diary: 0, ratings: 0, watchlist: 0, reviews: 0 });
    expect(again.body.unmatched).toHaveLength(4);
    expect(await holdingsOf(member.user.id)).toEqual(after);
  });

  it("imports a Letterboxd export's zip: watchlist, diary, watched, reviews and ratings; other files skipped", async () => {
    const member = await loginAs(testApp, 'user');
    const zip = await zipOf({
      'profile.csv': 'Date Joined,Username\n2020-01-01,someone\n',
      'diary.csv': csv(DIARY_HEADER, [['2024-03-01', 'Dune', 2021, '', '4', '', '', '2024-02-28']]),
      'reviews.csv': csv(REVIEWS_HEADER, [
        ['2024-03-01', 'Dune', 2021, '', '4', '', 'Sand, sand, sand.', '', '2024-02-28'],
      ]),
      'watched.csv': csv(
        ['Date', 'Name', 'Year', 'Letterboxd URI'],
        [
          ['2023-05-05', 'Dune', 2021, ''],
          ['2023-05-06', 'Amélie', 2001, ''],
        ],
      ),
      'watchlist.csv': csv(
        ['Date', 'Name', 'Year', 'Letterboxd URI'],
        [
          ['2023-01-01', 'The Bear', 2022, ''],
          ['2023-01-02', 'Dune', 2021, ''],
        ],
      ),
      'ratings.csv': csv(
        ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
        [
          ['2024-03-02', 'Dune', 2021, '', '4.5'],
          ['2024-03-02', 'Lost Film', 1950, '', '3'],
        ],
      ),
      'lists/diary.csv': 'not, a, diary\n',
      'likes/films.csv': 'Date,Name,Year,Letterboxd URI\n',
    });

    const res = await importFile(member, 'letterboxd-someone-2024-03-03-utc.zip', zip).expect(200);

    expect(res.body).toEqual({
      imported: { diary: 2, ratings: 1, watchlist: 2, reviews: 1 },
      unmatched: [
        { file: 'ratings.csv', line: 3, name: 'Lost Film', year: 1950, reason: expect.any(String) },
      ],
    });
    expect(await diaryOf(member.user.id)).toEqual([
      { writeupId: amelie._id, watchedOn: '2023-05-06', rewatch: false, score: null, review: null },
      {
        writeupId: dune._id,
        watchedOn: '2024-02-28',
        rewatch: false,
        score: 80,
        review: 'Sand, sand, sand.',
      },
    ]);
    expect(await ratingsOf(member.user.id)).toEqual([{ writeupId: dune._id, score: 90 }]);
    expect(await watchlistOf(member.user.id)).toEqual([bear._id, dune._id].sort());
    const watched = await member.get('/api/watchlist?watched=true').expect(200);
    expect(watched.body.writeups.map((card: { _id: string }) => card._id)).toEqual([dune._id]);
  });

  it("reports rows naming the member's own writeups (they may not log or rate them)", async () => {
    const res = await importFile(
      admin,
      'ratings.csv',
      csv(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'], [['2024-03-02', 'Dune', 2021, '', '4.5']]),
    ).expect(200);
    expect(res.body).toEqual({
      imported: { diary: 0, ratings: 0, watchlist: 0, reviews: 0 },
      unmatched: [
        { file: 'ratings.csv', line: 2, name: 'Dune', year: 2021, reason: expect.stringMatching(/your own/) },
      ],
    });
  });

  describe('refuses what is not a Letterboxd export with 400 naming what is wrong, changing nothing', () => {
    const cases: [string, () => Promise<[string, string | Buffer]>, RegExp][] = [
      [
        'a file of another name',
        async () => ['notes.txt', 'Name,Year\nDune,2021\n'],
        /notes\.txt is not a Letterboxd export file/,
      ],
      [
        'a CSV missing columns',
        async () => ['diary.csv', 'Name,Year\nDune,2021\n'],
        /diary\.csv is missing the column Watched Date/,
      ],
      ['an empty CSV', async () => ['watchlist.csv', '\n\n'], /watchlist\.csv is empty/],
      [
        'a CSV that does not parse',
        async () => ['ratings.csv', 'Name,Year,Rating\n"Dune,2021,4\n'],
        /ratings\.csv is not a readable CSV file/,
      ],
      [
        'binary data named as a CSV',
        async () => ['diary.csv', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02])],
        /diary\.csv is not a CSV file/,
      ],
      ['a .zip that is not a zip', async () => ['export.zip', 'hello'], /not a readable zip archive/],
      [
        'a zip without Letterboxd files',
        async () => ['export.zip', await zipOf({ 'notes.txt': 'hi' })],
        /zip holds none of diary\.csv/,
      ],
      [
        'a zip of too many files',
        async () => {
          const files = Object.fromEntries(
            Array.from({ length: DATA_IMPORT.maxZipEntries + 1 }, (_, i) => [`f${i}.txt`, '']),
          );
          return ['export.zip', await zipOf(files, false)];
        },
        /more than 10000 files/,
      ],
      [
        'a zip bomb',
        async () => {
          const row = 'Dune,2021,2024-01-01\n';
          const huge =
            'Name,Year,Watched Date\n' +
            row.repeat(Math.ceil((DATA_IMPORT.maxUnzippedBytes + 1) / row.length));
          return ['export.zip', await zipOf({ 'diary.csv': huge })];
        },
        /too large once unpacked/,
      ],
    ];

    it.each(cases)('%s', async (_case, file, message) => {
      const member = await loginAs(testApp, 'user');
      const [name, content] = await file();
      const res = await importFile(member, name, content).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(message),
      });
      expect(await holdingsOf(member.user.id)).toEqual({ diary: [], ratings: [], watchlist: [] });
    });

    it('no file, a JSON body, an unknown field or a dryRun that is no boolean', async () => {
      const member = await loginAs(testApp, 'user');
      const none = await member.post('/api/me/import').field('dryRun', 'true').expect(400);
      expect(none.body.message).toMatch(/in the field "file"/);
      const json = await member.post('/api/me/import').send({ file: 'diary.csv' }).expect(400);
      expect(json.body.message).toMatch(/multipart\/form-data/);
      const unknown = await importFile(member, 'diary.csv', diaryCsv).field('admin', 'true').expect(400);
      expect(unknown.body.statusCode).toBe(400);
      const dry = await member
        .post('/api/me/import')
        .field('dryRun', 'maybe')
        .attach('file', Buffer.from(diaryCsv), { filename: 'diary.csv' })
        .expect(400);
      expect(dry.body.message).toMatch(/dryRun must be true or false/);
      expect(await holdingsOf(member.user.id)).toEqual({ diary: [], ratings: [], watchlist: [] });
    });
  });

  it('answers 413 to a file over 10 MB', async () => {
    const member = await loginAs(testApp, 'user');
    const big = 'Name,Year,Watched Date\n' + 'x'.repeat(DATA_IMPORT.maxBytes);
    const res = await importFile(member, 'diary.csv', big).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'Imports may be at most 10 MB' });
  });

  it('answers 400 to more than 50,000 rows and stores none of them', async () => {
    const member = await loginAs(testApp, 'user');
    const rows = Array.from({ length: DATA_IMPORT.maxRows + 1 }, (_, i) => `Dune,2021,2024-01-01,${i}\n`);
    const res = await importFile(member, 'diary.csv', `Name,Year,Watched Date,Tags\n${rows.join('')}`).expect(
      400,
    );
    expect(res.body.message).toBe('The import has more than 50,000 rows');
    expect(await holdingsOf(member.user.id)).toEqual({ diary: [], ratings: [], watchlist: [] });
  });

  it(`answers 429 past ${DATA_IMPORT.perAccountPerHour} imports an hour, counted per account`, async () => {
    const member = await loginAs(testApp, 'user');
    for (let i = 0; i < DATA_IMPORT.perAccountPerHour; i++) {
      await importFile(member, 'diary.csv', diaryCsv, true).expect(200);
    }
    const refused = await importFile(member, 'diary.csv', diaryCsv, true).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429 });
    // Another account from the same address is not held back.
    await importFile(await loginAs(testApp, 'user'), 'diary.csv', diaryCsv, true).expect(200);
  });

  it("reproduces a member's diary, ratings and watchlist in a fresh account from their export", async () => {
    const original = await loginAs(testApp, 'user');
    const log = (writeup: Writeup, body: object) =>
      original.post(`/api/writeup/${writeup._id}/log`).send(body).expect(201);
    await log(amelie, { watchedOn: '2023-12-24', score: 100, review: TRICKY_REVIEW });
    await log(amelie, { watchedOn: '2024-02-14', rewatch: true, score: 80 });
    await log(dune, { watchedOn: '2024-03-01', score: 50, review: 'Fine.' });
    await log(bear, { watchedOn: '2024-03-02' });
    await original.put(`/api/writeup/${spiderMan._id}/rating`).send({ score: 30 }).expect(200);
    await original.put(`/api/writeup/${dune1984._id}/rating`).send({ score: 10 }).expect(200);
    await original.put(`/api/watchlist/${dune1984._id}`).expect(200);
    await original.put(`/api/watchlist/${spiderMan._id}`).expect(200);
    const zip = (await exportOf(original).expect(200)).body as Buffer;
    const fresh = await loginAs(testApp, 'user');

    const res = await importFile(fresh, 'export.zip', zip).expect(200);

    expect(res.body).toEqual({ imported: { diary: 4, ratings: 4, watchlist: 2, reviews: 2 }, unmatched: [] });
    const [was, is] = [await holdingsOf(original.user.id), await holdingsOf(fresh.user.id)];
    expect(is).toEqual(was);
    expect(is.diary).toHaveLength(4);
  });
});
