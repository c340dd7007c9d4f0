import { Injectable, NotFoundException } from '@nestjs/common';
import { getList, getWriteup } from '@reviews/libs/api';
import { isUUID } from 'class-validator';
import { buildCollections, LIKE_COUNT_LAG_S, REVIEW_SORTS } from '@reviews/libs/constants';
import type { MemberList, Writeup, WriteupLookupFilter } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { writeupLookup } from '@reviews/libs/page-reads';
import {
  DEFAULT_SORT,
  isSort,
  LISTING_KINDS,
  type ListingKind,
  pageTitle,
  type PageMatch,
  pathTo,
  readsOf,
  SITE_PAGES,
  type SitePage,
} from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import type { PageMeta } from './page-head';
import { WriteupEditorService, WriteupReaderService, writeupReadKeys } from '../writeups';
import { SeoRepository } from './seo.repository';
import { listReadKeys, ListsService } from '../lists';
import { plainText, summary } from './text-summary';
import { writeupPageMeta } from './writeup-meta';
import { logPageMeta } from './diary-meta';
import { DiaryService, logKeys } from '../diary';

/** What find answers for an address that names nothing: the not-found page, with 404. */
const MISSING = Symbol('missing');

/** Decides the metadata of each public page (product.md §6) from the path alone and public data. */
@Injectable()
export class PageResolver {
  constructor(
    private readonly config: AppConfig,
    private readonly seo: SeoRepository,
    private readonly reader: WriteupReaderService,
    private readonly editor: WriteupEditorService,
    private readonly diaryEntries: DiaryService,
    private readonly lists: ListsService,
  ) {}

  async resolve(match: PageMatch): Promise<PageMeta> {
    const found = await this.find(match);
    if (found === MISSING) return { ...this.notFound(), missing: true };
    return found ?? this.notFound();
  }

  /**
   * Whether a console page names what the staff member may open: a preview, a writeup they may
   * edit (as the console's own read of it decides); the other console pages always.
   */
  async consolePageExists({ key, params }: PageMatch, viewer: UserRow): Promise<boolean> {
    if (key !== 'preview') return true;
    if (!isUUID(params.id)) return false;
    try {
      await this.editor.fetch(viewer, params.id);
      return true;
    } catch (error) {
      if (error instanceof NotFoundException) return false;
      throw error;
    }
  }

  private notFound(): PageMeta {
    const page = SITE_PAGES.notFound;
    return { title: page.title, description: page.description(), path: null, ogType: 'website' };
  }

  /**
   * The page's metadata; MISSING where the reader site shows its not-found page because the thing
   * the address names does not exist; null for a page with no metadata of its own.
   */
  private async find(match: PageMatch): Promise<PageMeta | typeof MISSING | null> {
    const { key, page, params } = match;
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
        return (await this.writeup(match, key, params.slug)) ?? MISSING;
      case 'profile':
      case 'user':
        return (await this.profile(params.username)) ?? MISSING;
      case 'roundup':
        return this.roundup(params.username);
      // product.md §15: members' diary and reviews.
      case 'log':
        return (await this.log(match)) ?? MISSING;
      case 'diary':
        return (await this.diary(params.username)) ?? MISSING;
      case 'writeupReviews':
        return (await this.writeupReviews(params.slug)) ?? MISSING;
      case 'list':
        return (await this.list(match)) ?? MISSING;
      case 'readerPreview':
        return this.preview();
      case 'notFound':
        return MISSING;
      default:
        return page.screen === 'console' ? null : this.fixedPage(page);
    }
  }

  /** The same for everyone: the writeup comes from the editor's read, kept out of indexes. */
  private preview(): PageMeta {
    return {
      title: 'Preview',
      description: 'A writeup as readers will see it.',
      path: null,
      ogType: 'website',
    };
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

  /** An unknown collection is missing; a known one with an unknown sort redirects (no metadata). */
  private collection(slug: string, sort: string): PageMeta | typeof MISSING | null {
    const collection = buildCollections(this.config.favoritesName).find((entry) => entry.slug === slug);
    if (!collection) return MISSING;
    if (!isSort(sort, REVIEW_SORTS)) return null;
    return {
      title: SITE_PAGES.collection.title(collection.title),
      description: collection.description,
      path: pathTo(SITE_PAGES.collection.pattern, { slug: collection.slug, sort }),
      ogType: 'website',
    };
  }

  /**
   * Built from the page's own first read, answered as the API answers a visitor (product.md §7:
   * the same for every reader), which the page then carries instead of asking for it again.
   */
  private async writeup(
    match: PageMatch,
    kind: 'review' | 'article',
    slug: string,
  ): Promise<PageMeta | null> {
    const read = readsOf(match, new URLSearchParams(), this.config.favoritesName).find(
      ({ operationId }) => operationId === getWriteup.operationId,
    );
    const filter = (read?.query as { filter?: WriteupLookupFilter } | undefined)?.filter;
    if (!read || !filter) return null;
    const writeup = await this.visitorsWriteup(filter);
    if (!writeup) return null;
    const path = pathTo(SITE_PAGES[kind].pattern, { slug });
    const site = { siteName: this.config.siteName, publicUrl: this.config.publicUrl };
    return {
      ...writeupPageMeta(writeup, path, site, kind),
      answers: [{ read, data: writeup, keys: writeupReadKeys(writeup), maxSharedAge: LIKE_COUNT_LAG_S }],
    };
  }

  private async visitorsWriteup(filter: WriteupLookupFilter): Promise<Writeup | null> {
    try {
      return await this.reader.lookup(undefined, JSON.stringify(filter));
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
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

  /** Built from the page's own first read (GET /api/log/:id as a visitor gets it). */
  private async log(match: PageMatch): Promise<PageMeta | null> {
    const read = readsOf(match, new URLSearchParams(), this.config.favoritesName)[0];
    if (!read || !isUUID(match.params.id)) return null;
    const entry = await this.diaryEntries.read(match.params.id, undefined).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!entry) return null;
    return {
      ...logPageMeta(entry),
      answers: [{ read, data: entry, keys: logKeys(entry), maxSharedAge: LIKE_COUNT_LAG_S }],
    };
  }

  private async diary(username: string): Promise<PageMeta | null> {
    const user = await this.seo.userByUsername(username);
    if (!user) return null;
    const page = SITE_PAGES.diary;
    return {
      title: page.title(user.username),
      description: page.description(this.config.siteName, user.username),
      path: pathTo(page.pattern, { username: user.username }),
      ogType: 'website',
    };
  }

  private async writeupReviews(slug: string): Promise<PageMeta | null> {
    const writeup = await this.visitorsWriteup(writeupLookup(slug, false));
    if (!writeup || writeup.type === 'article') return null;
    const page = SITE_PAGES.writeupReviews;
    const name = titleWithSeason(writeup);
    return {
      title: page.title(name),
      description: page.description(this.config.siteName, name),
      path: pathTo(page.pattern, { slug }),
      ogType: 'website',
      image: writeup.poster || writeup.image || undefined,
    };
  }

  /**
   * product.md §16: a list as a visitor reads it; an unlisted one has no canonical address and is
   * marked noindex; a private one is missing (its owner's page reads it through a personal call).
   */
  private async list(match: PageMatch): Promise<PageMeta | null> {
    const read = readsOf(match, new URLSearchParams(), this.config.favoritesName).find(
      ({ operationId }) => operationId === getList.operationId,
    );
    if (!read) return null;
    let list: MemberList;
    try {
      list = await this.lists.read(match.params.id, undefined);
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
    const listed = list.visibility === 'public';
    return {
      title: list.title,
      description:
        summary(plainText(list.description)) ||
        `A list of ${list.entryCount} ${list.entryCount === 1 ? 'title' : 'titles'} by ${list.user.username} on ${this.config.siteName}.`,
      path: listed ? pathTo(SITE_PAGES.list.pattern, { id: list._id }) : null,
      ogType: 'website',
      answers: [{ read, data: list, keys: listReadKeys(list), maxSharedAge: LIKE_COUNT_LAG_S }],
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
