import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Writeup } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { callers, type Callers, postComment } from './support/community-fixtures';
import { createWriteup } from './support/factories';

/**
 * product.md §14: reader pages arrive as HTML that already shows their content, the same bytes
 * for every non-staff reader. Runs the reader site's real builds (`npm run build -w web-public`:
 * dist/ and the server entry in dist-server/).
 */
const WEB_PUBLIC_DIR = join(__dirname, '..', '..', 'web-public', 'dist');

let testApp: TestApp;
let as: Callers;
let dune: Writeup;
const comments = ['Loved the **sandworms**, truly.', 'The score still rings in my ears.'];

/** The page's server-rendered app: what is inside `<div id="root">`. */
function appOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</body>', start));
}

async function page(path: string, status = 200): Promise<string> {
  const res = await as.visitor.get(path).expect(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res.text;
}

beforeAll(async () => {
  if (!existsSync(join(WEB_PUBLIC_DIR, '..', 'dist-server', 'server.cjs'))) {
    throw new Error('Build the reader site first: npm run build -w web-public');
  }
  testApp = await createTestApp({ env: { WEB_PUBLIC_DIR } });
  as = await callers(testApp);
  await as.admin
    .put('/api/user/')
    .send({
      username: as.admin.user.username,
      bio: 'I review **science fiction** for a living.',
      picture: 'https://example.com/avatar.png',
      watching: 'Severance',
      favoriteMovie: 'Heat',
      favoriteShow: 'The Wire',
    })
    .expect(200);
  const author = as.admin.user;
  dune = await createWriteup(testApp, {
    author,
    title: 'Dune',
    rating: 88,
    content: 'Sand, **spice** and worms in {{title}}. The ending: ||Paul wins||.',
    publishedAt: new Date('2024-01-05T10:00:00Z'),
  });
  for (const content of comments) await postComment(as.user, dune._id, content);
  for (let index = 0; index < 21; index++) {
    await createWriteup(testApp, {
      author,
      title: `Listed film ${index + 1}`,
      publishedAt: new Date(Date.UTC(2023, 0, index + 1)),
    });
  }
}, 120_000);

afterAll(() => testApp?.close());

describe('server-rendered reader pages', () => {
  it("shows a review's rendered text, its spoiler hidden, and every comment", async () => {
    const app = appOf(await page(`/review/${dune.slug}`));
    expect(app).toContain('Sand, <strong>spice</strong> and worms in Dune.');
    expect(app).toMatch(
      /<button type="button" aria-expanded="false">Spoiler<\/button><span hidden="">Paul wins<\/span>/,
    );
    expect(app).toContain('Loved the <strong>sandworms</strong>, truly.');
    expect(app).toContain('The score still rings in my ears.');
  });

  it('shows a listing with its rows and a real link to its next page', async () => {
    const app = appOf(await page('/movie/new'));
    expect(app).toContain('Listed film 21');
    expect(app).toMatch(/<a [^>]*href="\/movie\/new\?page=2"/);
    const second = appOf(await page('/movie/new?page=2'));
    expect(second).toContain('Listed film 1<');
  });

  it("shows a profile's bio and writeups", async () => {
    const app = appOf(await page(`/profile/${as.admin.user.username}`));
    expect(app).toContain('I review <strong>science fiction</strong> for a living.');
    expect(app).toContain('Dune');
  });

  it("shows the stats' figures and the search's results", async () => {
    const stats = appOf(await page('/stats'));
    expect(stats).toMatch(/22/);
    const search = appOf(await page('/search?query=dune'));
    expect(search).toMatch(/<a [^>]*href="\/review\/dune[^"]*"/);
  });

  it.each([
    ['an unknown address', '/no/such/page'],
    ['an unknown review', '/review/no-such-film'],
    ['an unknown member', '/profile/nobody-by-that-name'],
  ])('shows the not-found page whole for %s, with a 404', async (_, path) => {
    const app = appOf(await page(path, 404));
    expect(app).toContain('<h1>404</h1>');
    expect(app).toContain('could not be found');
    // Ways on that work before scripts run: a plain search form and a link home.
    expect(app).toMatch(/<form [^>]*action="\/search" method="get"/);
    expect(app).toMatch(/<a [^>]*href="\/"[^>]*>Back to the home page<\/a>/);
    expect(app).not.toContain('Loading');
  });

  it('carries a read that named nothing into the page, so the scripts start from the not-found page', async () => {
    const html = await page('/review/no-such-film', 404);
    const inline = /<script type="application\/json" id="page-reads">([^<]*)<\/script>/.exec(html);
    const answers = JSON.parse(inline?.[1] ?? '[]') as { key: unknown[]; data: unknown; notFound?: true }[];
    expect(answers.filter(({ notFound }) => notFound)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ statusCode: 404 }), notFound: true }),
    ]);
  });

  it('serves a visitor and a member the same bytes, with no executing inline script', async () => {
    const path = `/review/${dune.slug}`;
    const visitor = await as.visitor.get(path).expect(200);
    const member = await as.user.get(path).expect(200);
    expect(member.text).toBe(visitor.text);
    const inline = [...visitor.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  });
});

describe('with server rendering off (SERVER_RENDERING=0)', () => {
  let shellApp: TestApp;

  beforeAll(async () => {
    shellApp = await createTestApp({ env: { WEB_PUBLIC_DIR, SERVER_RENDERING: '0' } });
  });

  afterAll(() => shellApp?.close());

  /** The answers a page carries for its first render. */
  function inlineAnswersOf(html: string): { key: unknown[]; data: unknown; notFound?: true }[] {
    const inline = /<script type="application\/json" id="page-reads">([^<]*)<\/script>/.exec(html);
    return JSON.parse(inline?.[1] ?? '[]') as { key: unknown[]; data: unknown; notFound?: true }[];
  }

  it("serves a review's shell, not rendered, carrying the answers of its reads: the writeup and its comments", async () => {
    const res = await shellApp.http().get(`/review/${dune.slug}`).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>Dune');
    const answers = inlineAnswersOf(res.text);
    const byOperation = new Map(answers.map(({ key, data }) => [key[0], data]));
    expect(byOperation.get('getWriteup')).toEqual(expect.objectContaining({ _id: dune._id, title: 'Dune' }));
    expect(JSON.stringify(byOperation.get('listComments'))).toContain('Loved the **sandworms**, truly.');
    expect([...byOperation.keys()]).toEqual(expect.arrayContaining(['getWriteupLists', 'getWriteupReviews']));
  });

  it('serves an unknown review as not found, with a 404, carrying the read that named nothing', async () => {
    const res = await shellApp.http().get('/review/no-such-film').expect(404);
    expect(res.text).toContain('<div id="root"></div>');
    expect(inlineAnswersOf(res.text)).toEqual([expect.objectContaining({ notFound: true })]);
  });
});
