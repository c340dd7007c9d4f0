import type { Writeup } from '@reviews/libs/contract';
import { cardDate, HEADER_IMAGE_SIZES, titleWithSeason, writeupKind } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';

import type { PageMeta, SiteInfo } from './page-head';
import { articleJsonLd, reviewJsonLd } from './structured-data';
import { describeWriteup } from './writeup-description';

/**
 * What a writeup's page says about itself (product.md §6), for its head and for the editor's
 * share card preview alike, as the page at `kind` shows it; `path` is null while it has no address (a draft before publishing).
 */
export function writeupPageMeta(
  writeup: Writeup,
  path: string | null,
  site: SiteInfo,
  kind = writeupKind(writeup.type),
): PageMeta {
  const description = describeWriteup({ ...writeup, authorName: writeup.admin.username });
  const url = path === null ? null : `${site.publicUrl}${path}`;
  return {
    title: SITE_PAGES[kind].title(titleWithSeason(writeup)),
    description,
    path,
    ogType: 'article',
    image: writeup.image || writeup.poster || undefined,
    publishedTime: cardDate(writeup),
    // The banner heads the page; on a phone, which leaves the header's poster out, it is the largest paint.
    ...(writeup.image ? { leadImage: { src: writeup.image, sizes: HEADER_IMAGE_SIZES.image } } : {}),
    ...(url === null
      ? {}
      : {
          jsonLd:
            kind === 'review'
              ? reviewJsonLd(writeup, url, site)
              : articleJsonLd(writeup, url, description, site),
        }),
  };
}
