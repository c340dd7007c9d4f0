import { Injectable } from '@nestjs/common';
import { buildCollections, REVIEW_SORTS } from '@reviews/libs/constants';
import { titleWithSeason } from '@reviews/libs/rules';
import {
  DEFAULT_SORT,
  isSort,
  LISTING_KINDS,
  type ListingKind,
  pageTitle,
  type PageMatch,
  pathTo,
  SITE_PAGES,
  type SitePage,
} from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { PageMeta } from './page-head';
import { SeoRepository, type WriteupKind } from './seo.repository';
import { articleJsonLd, reviewJsonLd } from './structured-data';
import { plainText, summary } from './text-summary';
import { describeWriteup } from './writeup-description';

/** Decides the metadata of each public page (product.md §6) from the path alone and public data. */
@Injectable()
export class PageResolver {
  constructor(
    private readonly config: AppConfig,
    private readonly seo: SeoRepository,
  ) {}

  async resolve(match: PageMatch, now: Date = new Date()): Promise<PageMeta> {
    const page = SITE_PAGES.notFound;
    const notFound = { title: page.title, description: page.description() };
    return (await this.find(match, now)) ?? { ...notFound, path: null, ogType: 'website' };
  }

  private async find({ key, page, params }: PageMatch, now: Date): Promise<PageMeta | null> {
    switch (key) {
      case 'movie':
      case 'series':
      case 'articles':
        return this.listing(key, params.sort);
      case 'collection':
      case 'collectionRedirect':
        return this.collection(params.slug, params.sort ?? DEFAULT_SORT);
      case 'review':
      case 'article':
        return this.writeup(key, params.slug, now);
      case 'profile':
      case 'user':
        return this.profile(params.username);
      case 'roundup':
        return this.roundup(params.username);
      case 'notFound':
        return null;
      default:
        return page.screen === 'console' ? null : this.fixedPage(page);
    }
  }

  /** A page whose title and description are the same for everyone. */
  private fixedPage(page: SitePage): PageMeta | null {
    if (!page.description) return null;
    return {
      title: pageTitle(page),
      description: page.description(this.config.siteName, ''),
      path: page.pattern,
      ogType: 'website',
    };
  }

  private listing(kind: ListingKind, sort: string): PageMeta | null {
    const page = SITE_PAGES[kind];
    if (!isSort(sort, LISTING_KINDS[kind].sorts)) return null;
    return {
      title: page.title,
      description: page.description(this.config.siteName),
      path: pathTo(page.pattern, { sort }),
      ogType: 'website',
    };
  }

  private collection(slug: string, sort: string): PageMeta | null {
    const collection = buildCollections(this.config.favoritesName).find((entry) => entry.slug === slug);
    if (!collection || !isSort(sort, REVIEW_SORTS)) return null;
    return {
      title: SITE_PAGES.collection.title(collection.title),
      description: collection.description,
      path: pathTo(SITE_PAGES.collection.pattern, { slug: collection.slug, sort }),
      ogType: 'website',
    };
  }

  private async writeup(kind: WriteupKind, slug: string, now: Date): Promise<PageMeta | null> {
    const writeup = await this.seo.publishedBySlug(kind, slug, now);
    if (!writeup) return null;
    const page = SITE_PAGES[kind];
    const path = pathTo(page.pattern, { slug });
    const url = `${this.config.publicUrl}${path}`;
    const site = { siteName: this.config.siteName, publicUrl: this.config.publicUrl };
    const description = describeWriteup(writeup);
    return {
      title: page.title(titleWithSeason(writeup)),
      description,
      path,
      ogType: 'article',
      image: writeup.image || writeup.poster || undefined,
      publishedTime: writeup.cardDate.toISOString(),
      jsonLd:
        kind === 'review' ? reviewJsonLd(writeup, url, site) : articleJsonLd(writeup, url, description, site),
    };
  }

  private async profile(username: string): Promise<PageMeta | null> {
    const user = await this.seo.userByUsername(username);
    if (!user) return null;
    const page = SITE_PAGES.profile;
    return {
      title: page.title(user.username),
      description: summary(plainText(user.bio)) || page.description(this.config.siteName, user.username),
      path: pathTo(page.pattern, { username: user.username }),
      ogType: 'profile',
    };
  }

  private async roundup(username: string): Promise<PageMeta | null> {
    const user = await this.seo.userByUsername(username);
    if (!user) return null;
    const page = SITE_PAGES.roundup;
    return {
      title: page.title(user.username),
      description: page.description(this.config.siteName, user.username),
      path: pathTo(page.pattern, { username: user.username }),
      ogType: 'website',
    };
  }
}
