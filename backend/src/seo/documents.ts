import { buildCollections } from '@reviews/libs/constants';
import { titleWithSeason } from '@reviews/libs/rules';
import { DEFAULT_SORT, type PageKey, pathTo, SITE_PAGES, writeupPath } from '@reviews/libs/site-map';

import { escapeMarkup } from '@reviews/libs/rules';
import type { SiteInfo } from './page-head';
import { describeWriteup } from './writeup-description';
import type { PublishedWriteup } from './seo.repository';

export interface SitemapData {
  writeups: { slug: string | null; type: PublishedWriteup['type']; updated: Date }[];
  authors: string[];
  /** Public lists only (product.md §16). */
  lists: { id: string; updated: Date }[];
  favoritesName: string;
}

/**
 * The site map's pages worth indexing beside the collections, writeups and profiles; listings in
 * their first sort.
 */
const INDEXED_PAGES = [
  'home',
  'movie',
  'series',
  'articles',
  'collections',
  'leaderboard',
  'announcements',
  'stats',
  'about',
  'privacy',
] as const satisfies readonly PageKey[];

function urlEntry(site: SiteInfo, path: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeMarkup(`${site.publicUrl}${path}`)}</loc>${modified}</url>`;
}

/** sitemaps.org urlset: listings, collections, published writeups, their authors' profiles, public lists. */
export function renderSitemap(data: SitemapData, site: SiteInfo): string {
  const entries = [
    ...INDEXED_PAGES.map((key) => urlEntry(site, pathTo(SITE_PAGES[key].pattern, { sort: DEFAULT_SORT }))),
    ...buildCollections(data.favoritesName).map((collection) =>
      urlEntry(site, pathTo(SITE_PAGES.collection.pattern, { slug: collection.slug, sort: DEFAULT_SORT })),
    ),
    ...data.writeups.map((writeup) => urlEntry(site, writeupPath(writeup), writeup.updated)),
    ...data.authors.map((username) => urlEntry(site, pathTo(SITE_PAGES.profile.pattern, { username }))),
    ...data.lists.map((list) =>
      urlEntry(site, pathTo(SITE_PAGES.list.pattern, { id: list.id }), list.updated),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
}

/** The console's pages as robots.txt prefixes: a page by its path, a folder of pages by the folder. */
const CONSOLE_PREFIXES = [
  ...new Set(
    Object.values(SITE_PAGES)
      .filter((page) => page.screen === 'console')
      .map((page) => {
        const [first, ...rest] = page.pattern.split('/').slice(1);
        return rest.length > 0 ? `/${first}/` : `/${first}`;
      }),
  ),
];

/** Everyone may crawl the pages; the API and the console are not pages. */
export function renderRobots(site: SiteInfo): string {
  return `User-agent: *
Allow: /
Disallow: /api/
${CONSOLE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n')}
Disallow: /settings

Sitemap: ${site.publicUrl}/sitemap.xml
`;
}

function feedItem(writeup: PublishedWriteup, site: SiteInfo): string {
  const link = escapeMarkup(`${site.publicUrl}${writeupPath(writeup)}`);
  const category = { movie: 'Movie review', series: 'Series review', article: 'Article' }[writeup.type];
  return `<item>
<title>${escapeMarkup(titleWithSeason(writeup))}</title>
<link>${link}</link>
<guid isPermaLink="true">${link}</guid>
<pubDate>${writeup.cardDate.toUTCString()}</pubDate>
<dc:creator>${escapeMarkup(writeup.authorName)}</dc:creator>
<category>${category}</category>
<description>${escapeMarkup(describeWriteup(writeup))}</description>
</item>`;
}

/** RSS 2.0 of the newest published writeups, newest first, with absolute links. */
export function renderFeed(writeups: PublishedWriteup[], site: SiteInfo, now: Date): string {
  const name = escapeMarkup(site.siteName);
  const lastBuild = (writeups[0]?.cardDate ?? now).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${name}</title>
<link>${escapeMarkup(`${site.publicUrl}/`)}</link>
<description>New reviews and articles on ${name}</description>
<language>en</language>
<lastBuildDate>${lastBuild}</lastBuildDate>
<atom:link href="${escapeMarkup(`${site.publicUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>
${writeups.map((writeup) => feedItem(writeup, site)).join('\n')}
</channel>
</rss>
`;
}
