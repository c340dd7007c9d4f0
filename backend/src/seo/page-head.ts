import type { ShareCard } from '@reviews/libs/contract';
import { escapeMarkup, mediaSrcSet, mediaVariants, parseMediaUrl, publicMediaUrl } from '@reviews/libs/rules';

import type { PageAnswer, PageHead } from '../web/page-metadata';
import { jsonForScript } from '../common/markup-escape';

export interface SiteInfo {
  siteName: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** The media origin (MEDIA_PUBLIC_URL) the reader site loads the site's own images from. */
  mediaUrl?: string | null;
}

/** The image a page's first screen shows largest, as the reader site renders it. */
export interface LeadImage {
  /** The stored URL (a field's value): the site's own media or any other address. */
  src: string;
  /** The `sizes` the page renders it with. */
  sizes: string;
}

/** What a public page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** The canonical path; null for the not-found page, which is also kept out of indexes. */
  path: string | null;
  ogType: 'website' | 'article' | 'profile';
  /** Absolute URL or site path of the preview image. */
  image?: string;
  publishedTime?: string;
  /** A schema.org object (Review, Article). */
  jsonLd?: Record<string, unknown>;
  /** Preloaded from the head, so it loads beside the page's code rather than after it has run. */
  leadImage?: LeadImage;
  /** The page's first reads this was built from, handed on to the page. */
  answers?: PageAnswer[];
  /** The not-found page standing for something that does not exist (answered with 404). */
  missing?: boolean;
}

/** An absolute URL for a site path or an http(s) URL; null for anything else. */
export function absoluteUrl(site: SiteInfo, pathOrUrl: string): string | null {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')) return `${site.publicUrl}${pathOrUrl}`;
  return null;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;
}

/** What a link to the page shows when shared: the values its Open Graph and Twitter tags carry. */
export function shareCard(page: PageMeta, site: SiteInfo): ShareCard {
  return {
    siteName: site.siteName,
    title: `${page.title} - ${site.siteName}`,
    description: page.description,
    image: page.image ? absoluteUrl(site, page.image) : null,
    url: page.path === null ? null : `${site.publicUrl}${page.path}`,
  };
}

/**
 * The preload of a page's largest image (its largest contentful paint): with the variants and
 * `sizes` of the page's own `<picture>`, so the browser picks the very file the page then shows.
 * The site's own media offer AVIF first (responsive-image.tsx); browsers without it skip the
 * preload and load the WebP the page names. Any other address is preloaded as the page names it.
 */
function leadImagePreload({ src, sizes }: LeadImage, site: SiteInfo): string {
  const location = parseMediaUrl(src);
  if (!location) return `<link rel="preload" as="image" href="${escapeMarkup(src)}" fetchpriority="high">`;
  // `href`, the largest AVIF, for browsers that read no `imagesrcset`.
  const [largest] = mediaVariants(location)
    .filter(({ format }) => format === 'avif')
    .slice(-1);
  const attributes = [
    `href="${escapeMarkup(publicMediaUrl(largest.url, site.mediaUrl))}"`,
    'type="image/avif"',
    `imagesrcset="${escapeMarkup(mediaSrcSet(location, 'avif', site.mediaUrl))}"`,
    `imagesizes="${escapeMarkup(sizes)}"`,
  ].join(' ');
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/** The page's `<title>` text and the escaped tags to add to its head. */
export function renderHead(page: PageMeta, site: SiteInfo): PageHead {
  const { title, url, image } = shareCard(page, site);
  const tags = [
    meta('name', 'description', page.description),
    url ? `<link rel="canonical" href="${escapeMarkup(url)}">` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    url ? meta('property', 'og:url', url) : '',
    image ? meta('property', 'og:image', image) : '',
    page.publishedTime ? meta('property', 'article:published_time', page.publishedTime) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    image ? meta('name', 'twitter:image', image) : '',
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(site.siteName)}" href="${escapeMarkup(`${site.publicUrl}/feed.xml`)}">`,
    page.jsonLd ? `<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>` : '',
    page.leadImage ? leadImagePreload(page.leadImage, site) : '',
  ];
  return {
    title,
    tags: tags.filter(Boolean).join('\n'),
    answers: page.answers,
    ...(page.missing ? { missing: true } : {}),
  };
}
