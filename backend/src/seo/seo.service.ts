import { Injectable } from '@nestjs/common';

import type { PageMatch } from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import type { PageHead, PageMetadataProvider, WebDocument } from '../web/page-metadata';
import { ListKeys } from '../lists';
import { renderFeed, renderRobots, renderSitemap } from './documents';
import { renderHead, type SiteInfo } from './page-head';
import { PageResolver } from './page-resolver';
import { SeoRepository } from './seo.repository';

export const FEED_SIZE = 20;
/** sitemaps.org allows 50,000 addresses a file; the newest writeups, authors and public lists fill it first. */
const SITEMAP_WRITEUPS = 45_000;
const SITEMAP_AUTHORS = 4_000;
const SITEMAP_LISTS = 900;

/** Page heads, sitemap, robots.txt and the RSS feed (product.md §6), served by the web module. */
@Injectable()
export class SeoService implements PageMetadataProvider {
  private readonly site: SiteInfo;
  private readonly documents: Record<string, (now: Date) => Promise<WebDocument>> = {
    '/sitemap.xml': (now) => this.sitemap(now),
    '/robots.txt': async () => ({ contentType: 'text/plain; charset=utf-8', body: renderRobots(this.site) }),
    '/feed.xml': (now) => this.feed(now),
  };

  constructor(
    private readonly config: AppConfig,
    private readonly seo: SeoRepository,
    private readonly pages: PageResolver,
  ) {
    this.site = { siteName: config.siteName, publicUrl: config.publicUrl, mediaUrl: config.mediaPublicUrl };
  }

  documentFor(path: string): Promise<WebDocument> | null {
    const render = Object.hasOwn(this.documents, path) ? this.documents[path] : undefined;
    return render ? render(new Date()) : null;
  }

  async headFor(match: PageMatch): Promise<PageHead> {
    return renderHead(await this.pages.resolve(match), this.site);
  }

  consolePageExists(match: PageMatch, viewer: UserRow): Promise<boolean> {
    return this.pages.consolePageExists(match, viewer);
  }

  private async sitemap(now: Date): Promise<WebDocument> {
    const [writeups, authors, lists] = await Promise.all([
      this.seo.sitemapWriteups(now, SITEMAP_WRITEUPS),
      this.seo.publishedAuthors(now, SITEMAP_AUTHORS),
      this.seo.sitemapLists(SITEMAP_LISTS),
    ]);
    const body = renderSitemap(
      { writeups, authors, lists, favoritesName: this.config.favoritesName },
      this.site,
    );
    // A list that turns public, private or unlisted, or goes, purges every public lists' answer.
    return { contentType: 'application/xml; charset=utf-8', body, keys: [ListKeys.allLists] };
  }

  private async feed(now: Date): Promise<WebDocument> {
    const writeups = await this.seo.newestPublished(now, FEED_SIZE);
    return { contentType: 'application/rss+xml; charset=utf-8', body: renderFeed(writeups, this.site, now) };
  }
}
