import type { Writeup } from '@reviews/libs/contract';
import { cardDate, titleWithSeason } from '@reviews/libs/rules';
import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';

import { absoluteUrl, type SiteInfo } from './page-head';

function author({ admin }: Writeup, site: SiteInfo) {
  return {
    '@type': 'Person',
    name: admin.username,
    url: `${site.publicUrl}${pathTo(SITE_PAGES.profile.pattern, { username: admin.username })}`,
  };
}

function publisher(site: SiteInfo) {
  return { '@type': 'Organization', name: site.siteName, url: `${site.publicUrl}/` };
}

function image(site: SiteInfo, ...candidates: string[]): { image: string } | Record<string, never> {
  const url = candidates.map((candidate) => candidate && absoluteUrl(site, candidate)).find(Boolean);
  return url ? { image: url } : {};
}

/** schema.org Review of a movie or series; the rating is out of 100. */
export function reviewJsonLd(writeup: Writeup, url: string, site: SiteInfo): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: titleWithSeason(writeup),
    url,
    itemReviewed: {
      '@type': writeup.type === 'series' ? 'TVSeries' : 'Movie',
      name: writeup.title,
      ...(writeup.releaseYear !== null && writeup.releaseYear > 0
        ? { dateCreated: String(writeup.releaseYear) }
        : {}),
      ...(writeup.director ? { director: { '@type': 'Person', name: writeup.director } } : {}),
      ...image(site, writeup.poster),
    },
    reviewRating: { '@type': 'Rating', ratingValue: writeup.rating, bestRating: 100, worstRating: 0 },
    author: author(writeup, site),
    datePublished: cardDate(writeup),
    dateModified: writeup.updated,
    publisher: publisher(site),
  };
}

/** schema.org Article. */
export function articleJsonLd(
  writeup: Writeup,
  url: string,
  description: string,
  site: SiteInfo,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: writeup.title,
    description,
    url,
    mainEntityOfPage: url,
    ...image(site, writeup.image, writeup.poster),
    author: author(writeup, site),
    datePublished: cardDate(writeup),
    dateModified: writeup.updated,
    publisher: publisher(site),
  };
}
