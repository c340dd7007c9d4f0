import { randomUUID } from 'node:crypto';

import type { Writeup } from '@reviews/libs/contract';
import { HEADER_IMAGE_SIZES, mediaSrcSet, mediaVariants, parseMediaUrl } from '@reviews/libs/rules';
import { eq } from 'drizzle-orm';

import { users, writeups } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers, daysFromNow } from './support/community-fixtures';
import { createUser, createWriteup } from './support/factories';
import { readerSiteBuild, type RouteChunks } from './support/reader-site-build';
import { ListsRepository } from '../src/lists/lists.repository';

const SITE = 'https://films.example';
const ROUTE_CHUNKS: RouteChunks = [
  { path: '/', files: [] },
  { path: '/movie/:sort', files: ['/assets/listing-1.js', '/assets/writeup-list-2.js'] },
  { path: '/review/:slug', files: ['/assets/writeup-3.js', '/assets/markdown-4.js'] },
  { path: '*', files: ['/assets/not-found-5.js'] },
];
/** Generous for a page or the feed; the quadratic summaries this guards against took many seconds. */
const ADVERSARIAL_TIMEOUT_MS = 5_000;
/** A banner in the site's own media (an upload's URL). */
const SEVERANCE_BANNER = `/media/${randomUUID()}/1200x500.webp`;
const NASTY_TITLE = `Evil "Quotes" & 'Ticks' <b>bold</b> </script><script>alert(1)</script>`;

let testApp: TestApp;
let as: Callers;
let dune: Writeup;
let severance: Writeup;
let essay: Writeup;
let nasty: Writeup;
let draft: Writeup;
let scheduled: Writeup;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's head as a reader sees it: title, meta tags by name or property, canonical, JSON-LD. */
function head(html: string) {
  const metas = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    metas.set(match[1], decode(match[2]));
  }
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1])),
    meta: (key: string) => metas.get(key),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    jsonLd: scripts.map((match) => JSON.parse(match[1]) as Record<string, unknown>),
  };
}

/**
 * A console page as an admin gets it. PUBLIC_URL is https here, so the session cookie is Secure:
 * sign in and ask as through the TLS-terminating proxy, sending the cookie back by hand.
 */
async function consolePageForAdmin(path: string): Promise<string> {
  const viaHttps = { 'X-Forwarded-Proto': 'https' };
  const login = await testApp
    .http()
    .post('/api/login')
    .set(viaHttps)
    .send({ emailOrUsername: as.admin.user.email, password: as.admin.user.password, type: 'email' })
    .expect(200);
  const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  const res = await testApp
    .http()
    .get(path)
    .set(viaHttps)
    .set('Cookie', cookies.map((cookie) => cookie.split(';')[0]).join('; '))
    .expect(200);
  return res.text;
}

/** The answers the page carries, as the browser's HTML parser hands the script's text to the page. */
function inlineAnswers(html: string): { key: unknown; data: Record<string, unknown> }[] {
  const scripts = [
    ...html.matchAll(/<script type="application\/json" id="page-reads">([\s\S]*?)<\/script>/g),
  ];
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts.length === 0 ? [] : JSON.parse(scripts[0][1]);
}

async function page(path: string, status = 200) {
  const res = await as.visitor.get(path).expect(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return { html: res.text, ...head(res.text) };
}

/** A page the reader site answers with its not-found page because the address names nothing. */
const missingPage = (path: string) => page(path, 404);

beforeAll(async () => {
  const webDir = readerSiteBuild('seo-web-', ROUTE_CHUNKS);
  testApp = await createTestApp({
    env: { SITE_NAME: 'Film Club', PUBLIC_URL: SITE, WEB_PUBLIC_DIR: webDir },
  });
  as = await callers(testApp);
  const author = await createUser(testApp, { type: 'admin', username: 'critic' });
  dune = await createWriteup(testApp, {
    author,
    title: 'Dune',
    releaseYear: 2021,
    director: 'Denis Villeneuve',
    rating: 88,
    poster: '/images/dune-poster.webp',
    image: 'https://cdn.example/dune.jpg',
    content: 'Sand, **spice** and worms. {{image}}',
    publishedAt: new Date('2024-01-05T10:00:00Z'),
  });
  severance = await createWriteup(testApp, {
    author,
    type: 'series',
    title: 'Severance',
    season: 2,
    rating: 95,
    image: SEVERANCE_BANNER,
    publishedAt: new Date('2024-02-05T10:00:00Z'),
  });
  essay = await createWriteup(testApp, {
    author,
    type: 'article',
    title: 'On Endings',
    headline: 'Why the last scene matters',
    publishedAt: new Date('2024-03-05T10:00:00Z'),
  });
  nasty = await createWriteup(testApp, {
    author,
    title: NASTY_TITLE,
    director: '</script><!--',
    publishedAt: new Date('2024-04-05T10:00:00Z'),
  });
  draft = await createWriteup(testApp, { author, title: 'Secret Draft', published: false });
  scheduled = await createWriteup(testApp, { author, title: 'Future Film', scheduledFor: daysFromNow(4) });
  // A scheduled writeup has its slug already; a draft is given one directly to prove it stays hidden.
  expect(scheduled.slug).toBeTruthy();
  await testApp.db.update(writeups).set({ slug: 'secret-draft' }).where(eq(writeups.id, draft._id));
});

describe('page metadata', () => {
  it('serves the home page with its own title, description, canonical URL and sharing tags', async () => {
    const home = await page('/');
    expect(home.titles).toEqual(['Home - Film Club']);
    expect(home.canonical).toBe(`${SITE}/`);
    expect(home.meta('description')).toBe('Film and series reviews and articles on Film Club.');
    expect(home.meta('og:title')).toBe('Home - Film Club');
    expect(home.meta('og:url')).toBe(`${SITE}/`);
    expect(home.meta('og:site_name')).toBe('Film Club');
    expect(home.meta('twitter:card')).toBe('summary');
    expect(home.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(home.html.indexOf('og:title')).toBeLessThan(home.html.indexOf('</head>'));
  });

  it('names listings, collections and profiles', async () => {
    expect((await page('/movie/high')).titles).toEqual(['Movies - Film Club']);
    expect((await page('/series/new')).canonical).toBe(`${SITE}/series/new`);
    const collection = await page('/collection/must-watch/new');
    expect(collection.titles).toEqual(['Must Watch - Film Club']);
    expect(collection.meta('description')).toBe('The films and shows everyone should see at least once.');
    const profile = await page('/user/critic');
    expect(profile.titles).toEqual(['critic - Film Club']);
    expect(profile.canonical).toBe(`${SITE}/profile/critic`);
    expect(profile.meta('og:type')).toBe('profile');
  });

  it('titles each page as the reader site does, from the site map', async () => {
    expect((await page('/random')).titles).toEqual(['Random review - Film Club']);
    const roundup = await page('/roundup/critic');
    expect(roundup.titles).toEqual(["critic's roundup - Film Club"]);
    expect(roundup.canonical).toBe(`${SITE}/roundup/critic`);
    const redirect = await page('/collection/must-watch/');
    expect(redirect.titles).toEqual(['Must Watch - Film Club']);
    expect(redirect.canonical).toBe(`${SITE}/collection/must-watch/new`);
    expect((await page('/about/')).canonical).toBe(`${SITE}/about`);
  });

  it('answers a listing without its sort (no page of the reader site) and a console page as not found', async () => {
    expect((await missingPage('/movie')).titles).toEqual(['404 - Film Club']);
    // A visitor is asked to sign in first there (200); a member would see the not-found page.
    expect((await page('/post/moderation')).titles).toEqual(['404 - Film Club']);
  });

  it('describes a review with schema.org Review JSON-LD', async () => {
    const review = await page(`/review/${dune.slug}`);
    const url = `${SITE}/review/${dune.slug}`;
    expect(review.titles).toEqual(['Dune - Film Club']);
    expect(review.canonical).toBe(url);
    expect(review.meta('description')).toBe('Dune (2021) reviewed by critic: 88/100. Sand, spice and worms.');
    expect(review.meta('og:type')).toBe('article');
    expect(review.meta('og:image')).toBe('https://cdn.example/dune.jpg');
    expect(review.meta('twitter:card')).toBe('summary_large_image');
    expect(review.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Review',
        name: 'Dune',
        url,
        itemReviewed: {
          '@type': 'Movie',
          name: 'Dune',
          dateCreated: '2021',
          director: { '@type': 'Person', name: 'Denis Villeneuve' },
          image: `${SITE}/images/dune-poster.webp`,
        },
        reviewRating: { '@type': 'Rating', ratingValue: 88, bestRating: 100, worstRating: 0 },
        author: { '@type': 'Person', name: 'critic', url: `${SITE}/profile/critic` },
        datePublished: '2024-01-05T10:00:00.000Z',
        dateModified: '2024-01-05T10:00:00.000Z',
        publisher: { '@type': 'Organization', name: 'Film Club', url: `${SITE}/` },
      },
    ]);
  });

  it('reviews a series as a TVSeries, titled with its season', async () => {
    const review = await page(`/review/${severance.slug}`);
    expect(review.titles).toEqual(['Severance (Season 2) - Film Club']);
    expect(review.jsonLd[0]).toMatchObject({
      '@type': 'Review',
      itemReviewed: { '@type': 'TVSeries', name: 'Severance' },
      reviewRating: { ratingValue: 95, bestRating: 100, worstRating: 0 },
    });
  });

  it('describes an article with schema.org Article JSON-LD', async () => {
    const article = await page(`/article/${essay.slug}`);
    expect(article.titles).toEqual(['On Endings - Film Club']);
    expect(article.meta('description')).toBe('Why the last scene matters');
    expect(article.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: 'On Endings',
      description: 'Why the last scene matters',
      author: { '@type': 'Person', name: 'critic' },
      datePublished: '2024-03-05T10:00:00.000Z',
    });
  });

  it('answers drafts, scheduled writeups and unknown pages with the not-found metadata', async () => {
    for (const path of [
      `/review/${scheduled.slug}`,
      '/review/secret-draft',
      '/review/no-such-film',
      `/article/${dune.slug}`,
      `/review/${essay.slug}`,
      '/profile/nobody-here',
      '/collection/no-such-collection',
      '/movie/sideways',
      '/no/such/page',
      '/review/%E0%A4%A',
    ]) {
      // A listing's unknown sort is not missing: the reader site goes on to its default sort.
      const notFound = await page(path, path === '/movie/sideways' ? 200 : 404);
      expect(notFound.titles).toEqual(['404 - Film Club']);
      expect(notFound.meta('robots')).toBe('noindex');
      expect(notFound.canonical).toBeUndefined();
      expect(notFound.jsonLd).toEqual([]);
    }
  });

  it('escapes quotes, markup and </script> in titles and JSON-LD', async () => {
    const review = await page(`/review/${nasty.slug}`);
    expect(review.titles).toEqual([`${NASTY_TITLE} - Film Club`]);
    expect(review.meta('og:title')).toBe(`${NASTY_TITLE} - Film Club`);
    expect(review.jsonLd).toHaveLength(1);
    expect(review.jsonLd[0]).toMatchObject({
      name: NASTY_TITLE,
      itemReviewed: { name: NASTY_TITLE, director: { name: '</script><!--' } },
    });
    expect(review.html).not.toContain('<script>alert(1)</script>');
    expect(review.html).not.toContain('<b>bold</b>');
    expect(review.html).toContain('\\u003c/script\\u003e');
  });

  it('leaves the console pages and built files as they are', async () => {
    const asset = await as.visitor.get('/assets/index-abc.js').expect(200);
    expect(asset.text).toBe('console.log(1)');
    const admin = await consolePageForAdmin('/edit/123');
    expect(admin).not.toContain('og:title');
  });

  it('gives a visitor at a console page the reader site’s not-found page', async () => {
    const root = await as.visitor.get('/root').expect(200);
    expect(root.text).toContain('<title>404 - Film Club</title>');
    expect(root.text).toContain('<meta name="robots" content="noindex">');
    expect(root.text).not.toContain('Hello there!');
  });
});

describe('what a page needs for its first render', () => {
  function preloads(html: string): string[] {
    return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g)].map((match) =>
      decode(match[1]),
    );
  }

  it('preloads the API reads the page starts with, at addresses the API answers', async () => {
    const listing = await page('/movie/high?query=dune&page=1');
    const filter = encodeURIComponent('{"type":"movie"}');
    expect(preloads(listing.html)).toEqual([
      `/api/writeup/listings?filter=${filter}&sort=high&search=dune&page=1`,
    ]);
    const [listingRead] = preloads(listing.html);
    const answer = await as.visitor.get(listingRead).expect(200);
    expect(answer.body.writeups.map((writeup: Writeup) => writeup.title)).toEqual(['Dune']);

    const review = await page(`/review/${dune.slug}`);
    expect(preloads(review.html)).toEqual([]); // the writeup comes inline (below)

    const home = await page('/');
    expect(preloads(home.html)).toHaveLength(2);
    for (const read of preloads(home.html)) await as.visitor.get(read).expect(200);
    expect(preloads(home.html).indexOf('/api/announcement?limit=1')).toBeGreaterThanOrEqual(0);
  });

  it("names the code of the page's screen, by the first path pattern it matches", async () => {
    const modules = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((match) => match[1]);
    expect(modules((await page('/movie/high')).html)).toEqual([
      '/assets/listing-1.js',
      '/assets/writeup-list-2.js',
    ]);
    expect(modules((await page(`/review/${dune.slug}/`)).html)).toEqual([
      '/assets/writeup-3.js',
      '/assets/markdown-4.js',
    ]);
    expect(modules((await page('/')).html)).toEqual([]);
    expect(modules((await missingPage('/movie/high/extra')).html)).toEqual(['/assets/not-found-5.js']);
    expect((await page('/')).html).not.toContain('not-found-5');
    const table = await as.visitor.get('/.vite/route-chunks.json');
    expect(table.headers['content-type']).toMatch(/text\/html/); // a page, not the build's file
    expect(table.text).not.toContain('listing-1.js');
  });

  it('preloads nothing for pages that start without a read', async () => {
    expect(preloads((await page('/about')).html)).toEqual([]);
    expect(preloads((await missingPage('/nowhere')).html)).toEqual([]);
  });

  it('carries the site settings inline, as GET /api/config answers them', async () => {
    const html = (await page('/stats')).html;
    const inline = /<script type="application\/json" id="site-config">([\s\S]*?)<\/script>/.exec(html);
    const config = await as.visitor.get('/api/config').expect(200);
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(config.body);
    expect(config.body.siteName).toBe('Film Club');
  });

  it("carries the writeup inline, as the API answers a visitor, under its read's query key, not preloaded", async () => {
    for (const [path, filter] of [
      [`/review/${dune.slug}`, { slug: dune.slug, includeRank: true }],
      [`/article/${essay.slug}`, { slug: essay.slug, type: 'article', includeRank: true }],
    ] as const) {
      const { html } = await page(path);
      const api = await as.visitor.get(`/api/writeup?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(api.status).toBe(200);
      expect(inlineAnswers(html)).toEqual([{ key: ['getWriteup', { query: { filter } }], data: api.body }]);
      expect(html).not.toContain('/api/writeup');
    }
    expect(inlineAnswers((await page(`/review/${dune.slug}`)).html)[0].data).toMatchObject({ rank: 1 });
  });

  it('carries no writeup when the page has none to show', async () => {
    for (const path of [
      `/review/${scheduled.slug}`,
      '/review/secret-draft',
      `/article/${dune.slug}`,
      '/movie/high',
    ]) {
      expect(inlineAnswers((await page(path, path === '/movie/high' ? 200 : 404)).html)).toEqual([]);
    }
  });

  it('preloads the banner a writeup page opens with, in the variants and sizes its header shows', async () => {
    const imagePreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((match) => decode(match[1]));
    expect(imagePreloads((await page(`/review/${dune.slug}`)).html)).toEqual([
      'href="https://cdn.example/dune.jpg" fetchpriority="high"',
    ]);
    const location = parseMediaUrl(SEVERANCE_BANNER);
    expect(location).not.toBeNull();
    const largestAvif = mediaVariants(location!)
      .filter(({ format }) => format === 'avif')
      .at(-1)?.url;
    expect(largestAvif).toBe(SEVERANCE_BANNER.replace(/\.webp$/, '.avif'));
    expect(imagePreloads((await page(`/review/${severance.slug}`)).html)).toEqual([
      `href="${largestAvif}" type="image/avif" imagesrcset="${mediaSrcSet(location!, 'avif')}" imagesizes="${HEADER_IMAGE_SIZES.image}" fetchpriority="high"`,
    ]);
    expect(imagePreloads((await page('/movie/high')).html)).toEqual([]);
  });

  it('carries the answer a visitor gets to staff too: the page is the same for everyone', async () => {
    await testApp.db.update(writeups).set({ notes: 'For staff only' }).where(eq(writeups.id, dune._id));
    const [answer] = inlineAnswers(await consolePageForAdmin(`/review/${dune.slug}`));
    expect(answer.data).toMatchObject({ _id: dune._id });
    expect(answer.data).not.toHaveProperty('notes');
  });

  it('adds nothing to the console', async () => {
    const admin = await consolePageForAdmin('/edit/123');
    expect(admin).not.toContain('rel="preload"');
    expect(admin).not.toContain('listing-1.js');
    expect(admin).not.toContain('id="site-config"');
    expect(admin).not.toContain('id="page-reads"');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists listings, collections, published writeups and their authors only', async () => {
    const res = await as.visitor.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locations = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1]));
    expect(locations).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/movie/new`,
        `${SITE}/series/new`,
        `${SITE}/articles/new`,
        `${SITE}/collections`,
        `${SITE}/leaderboard`,
        `${SITE}/collection/must-watch/new`,
        `${SITE}/collection/hidden-gems/new`,
        `${SITE}/review/${dune.slug}`,
        `${SITE}/review/${severance.slug}`,
        `${SITE}/article/${essay.slug}`,
        `${SITE}/profile/critic`,
      ]),
    );
    expect(locations.filter((loc) => /\/(review|article)\//.test(loc))).toHaveLength(4);
    expect(res.text).not.toContain(scheduled.slug as string);
    expect(res.text).not.toContain('secret-draft');
    expect(res.text).toContain(`<lastmod>2024-01-05T10:00:00.000Z</lastmod>`);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps out the API and console, and points to the sitemap', async () => {
    const res = await as.visitor.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/post/', '/edit/', '/preview/', '/root']) {
      expect(res.text).toContain(`Disallow: ${path}\n`);
    }
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('GET /feed.xml', () => {
  it('is RSS 2.0 of the published writeups, newest first, with absolute links, escaped', async () => {
    const res = await as.visitor.get('/feed.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(res.text).toContain('<rss version="2.0"');
    expect(res.text).toContain(`<link>${SITE}/</link>`);
    const items = [...res.text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
    const field = (item: string, name: string) =>
      decode(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(item)?.[1] ?? '');
    expect(items.map((item) => field(item, 'title'))).toEqual([
      NASTY_TITLE,
      'On Endings',
      'Severance (Season 2)',
      'Dune',
    ]);
    expect(field(items[3], 'link')).toBe(`${SITE}/review/${dune.slug}`);
    expect(field(items[1], 'link')).toBe(`${SITE}/article/${essay.slug}`);
    expect(field(items[3], 'pubDate')).toBe('Fri, 05 Jan 2024 10:00:00 GMT');
    expect(field(items[3], 'dc:creator')).toBe('critic');
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('Future Film');
    expect(res.text).not.toContain('Secret Draft');
  });

  it('holds the 20 newest', async () => {
    const author = as.admin.user;
    for (let i = 1; i <= 18; i++) {
      await createWriteup(testApp, {
        author,
        title: `Filler ${i}`,
        publishedAt: new Date(Date.UTC(2025, 0, i)),
      });
    }
    const res = await as.visitor.get('/feed.xml').expect(200);
    const titles = [...res.text.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Filler 18');
    expect(titles.at(-1)).toBe('On Endings');
  });
});

describe('a writeup full of markdown openers', () => {
  const opening = 'A slow, strange film about the limits of patience and of parsers.';
  let openers: Writeup;

  beforeAll(async () => {
    const author = await createUser(testApp, { type: 'admin', username: 'parser' });
    openers = await createWriteup(testApp, {
      author,
      title: 'Openers',
      releaseYear: 2020,
      rating: 40,
      content: `${opening} ${'!['.repeat(10_000)}${'['.repeat(40_000)}${'<'.repeat(20_000)}${'{{'.repeat(9_000)}`,
      publishedAt: new Date(),
    });
  });

  const description = `Openers (2020) reviewed by parser: 40/100. ${opening}…`;

  it(
    'still serves its page, described by its opening words',
    async () => {
      const review = await page(`/review/${openers.slug}`);
      expect(review.meta('description')).toBe(description);
    },
    ADVERSARIAL_TIMEOUT_MS,
  );

  it(
    'still serves the feed, with the same description',
    async () => {
      const res = await as.visitor.get('/feed.xml').expect(200);
      const item = [...res.text.matchAll(/<item>([\s\S]*?)<\/item>/g)]
        .map((match) => match[1])
        .find((text) => text.includes('<title>Openers</title>'));
      expect(decode(/<description>([^<]*)<\/description>/.exec(item ?? '')?.[1] ?? '')).toBe(description);
    },
    ADVERSARIAL_TIMEOUT_MS,
  );
});

describe('a writeup whose opening uses placeholders (product.md §5)', () => {
  it('is described with their values, images left out', async () => {
    const author = await createUser(testApp, { type: 'admin', username: 'filler' });
    const mash = await createWriteup(testApp, {
      author,
      title: 'M*A*S*H',
      releaseYear: 1970,
      rating: 80,
      content: '{{poster}}\n\n**{{title}}** ({{releaseYear}}) earns its {{rating}}, {{director}} aside.',
      publishedAt: new Date(),
    });
    const review = await page(`/review/${mash.slug}`);
    expect(review.meta('description')).toBe(
      'M*A*S*H (1970) reviewed by filler: 80/100. M*A*S*H (1970) earns its 80, aside.',
    );
  });
});

describe('spoilers (product.md §12)', () => {
  it('never reach page descriptions, sharing tags, JSON-LD or the feed', async () => {
    const author = await createUser(testApp, { type: 'admin' });
    const spoiled = await createWriteup(testApp, {
      author,
      title: 'Twist Ending',
      content: 'A fine thriller. ||Bruce Willis was dead all along.|| Go see it.',
    });
    const member = await createUser(testApp);
    await testApp.db
      .update(users)
      .set({ bio: 'I love ||the butler did it|| films' })
      .where(eq(users.id, member.id));
    const html = (await as.visitor.get(`/review/${spoiled.slug}`).expect(200)).text;
    // The writeup's answer the page carries holds the spoiler as GET /api/writeup gives every reader
    // (the reader site hides it); the head must not.
    const head = html.replace(/<script type="application\/json" id="page-reads">[\s\S]*?<\/script>/, '');
    expect(head).not.toBe(html);
    expect(head).toContain('A fine thriller. (spoiler) Go see it.');
    const profile = (await as.visitor.get(`/profile/${member.username}`).expect(200)).text;
    expect(profile).toContain('I love (spoiler) films');
    const feed = (await as.visitor.get('/feed.xml').expect(200)).text;
    for (const text of [head, profile, feed]) expect(text).not.toMatch(/Willis|butler/);
  });
});

// Last: it publishes a writeup, which the sitemap and feed tests above do not expect.
describe('a writeup page with hostile content', () => {
  it('keeps hostile titles and content inside the inline answer', async () => {
    const hostile = '</script><script>alert(1)</script><!-- &';
    const author = await createUser(testApp, { type: 'admin', username: 'hostile' });
    const writeup = await createWriteup(testApp, {
      author,
      title: hostile,
      content: `Before ${hostile} \u2028\u2029 after`,
      publishedAt: new Date('2024-05-05T10:00:00Z'),
    });
    const { html } = await page(`/review/${writeup.slug}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    const inline = /<script type="application\/json" id="page-reads">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toContain('\\u003c/script\\u003e');
    expect(inline).not.toMatch(/[<>&\u2028\u2029]/);
    const filter = encodeURIComponent(JSON.stringify({ slug: writeup.slug, includeRank: true }));
    const api = await as.visitor.get(`/api/writeup?filter=${filter}`).expect(200);
    expect(api.body).toMatchObject({ title: hostile, content: `Before ${hostile} \u2028\u2029 after` });
    expect(inlineAnswers(html)).toEqual([expect.objectContaining({ data: api.body })]);
  });
});

// product.md §16: a list's page; an unlisted one is noindex, a private one the not-found page.
describe("members' lists pages", () => {
  it('names a public list canonically, marks an unlisted one noindex and misses a private one', async () => {
    // Made through the repository: this app's PUBLIC_URL makes the test's writes cross-origin.
    const owner = await createUser(testApp);
    const make = (visibility: 'public' | 'unlisted' | 'private') =>
      testApp.app
        .get(ListsRepository)
        .create(owner.id, { title: `A ${visibility} list`, description: '', ranked: false, visibility });
    const shown = await make('public');
    const unlisted = await make('unlisted');
    const hidden = await make('private');
    const page = await as.visitor.get(`/list/${shown}`).expect(200);
    expect(page.text).toContain(`<title>A public list - Film Club</title>`);
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/list/${shown}">`);
    const quiet = await as.visitor.get(`/list/${unlisted}`).expect(200);
    expect(quiet.text).toContain('<title>A unlisted list - Film Club</title>');
    expect(quiet.text).toContain('<meta name="robots" content="noindex">');
    expect(quiet.text).not.toContain('rel="canonical"');
    const missing = await as.visitor.get(`/list/${hidden}`);
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('A private list');
  });

  it('puts public lists in the sitemap, never unlisted or private ones, and leaves it when one turns private', async () => {
    const owner = await createUser(testApp);
    const repository = testApp.app.get(ListsRepository);
    const make = (visibility: 'public' | 'unlisted' | 'private') =>
      repository.create(owner.id, {
        title: `Mapped ${visibility}`,
        description: '',
        ranked: false,
        visibility,
      });
    const [shown, unlisted, hidden] = [await make('public'), await make('unlisted'), await make('private')];
    const sitemap = async () => (await as.visitor.get('/sitemap.xml').expect(200)).text;
    const before = await sitemap();
    expect(before).toContain(`<loc>${SITE}/list/${shown}</loc>`);
    expect(before).not.toContain(unlisted);
    expect(before).not.toContain(hidden);
    await repository.update(shown, { visibility: 'private' });
    expect(await sitemap()).not.toContain(shown);
  });
});
