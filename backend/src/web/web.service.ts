import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';
import { escapeMarkup } from '@reviews/libs/rules';
import { mayOpenConsolePage, type PageMatch } from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { firstRenderTags } from './first-render';
import { readRouteChunks, type RouteChunks } from './route-chunks';
import { PAGE_METADATA, type PageHead, type PageMetadataProvider, type WebDocument } from './page-metadata';

export type Frontend = 'public' | 'admin';

/** A page's HTML and what its shared caching must add for the answers it carries. */
export interface RenderedPage {
  html: string;
  keys: string[];
  maxSharedAge?: number;
  /** The not-found page standing for an address that names nothing (answered with 404). */
  missing?: boolean;
}

/** Replaces the page's <title> (when there is a head to take it from) and adds tags before </head>. */
function withHead(html: string, head: PageHead | null, tags: string): string {
  let titled = html;
  if (head) {
    const title = `<title>${escapeMarkup(head.title)}</title>`;
    titled = /<title>[\s\S]*?<\/title>/i.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
      : html.replace(/<\/head>/i, () => `${title}</head>`);
  }
  const added = [head?.tags, tags].filter(Boolean).join('\n');
  return titled.replace(/<\/head>/i, () => `${added}\n</head>`);
}

/** Which built frontend answers a page, and the HTML of that page. */
@Injectable()
export class WebService {
  private readonly indexCache = new Map<Frontend, string>();
  private routeChunks: RouteChunks[] | null = null;

  private readonly logger = new Logger(WebService.name);

  constructor(
    private readonly config: AppConfig,
    @Optional() @Inject(PAGE_METADATA) private readonly metadata?: PageMetadataProvider,
  ) {}

  /** Whether the build that answers this page depends on who asks (see frontendFor). */
  dependsOnViewer({ page }: PageMatch): boolean {
    return page.screen === 'console';
  }

  /**
   * Spec §2 route gating: a console page is the console's only for those who may open it; anyone
   * else gets the reader site, which shows its not-found page (or sign-in, to a visitor). Every
   * other path is the reader site's, its not-found page included.
   */
  frontendFor({ page }: PageMatch, role: Role | null): Frontend {
    return mayOpenConsolePage(page, role) ? 'admin' : 'public';
  }

  distDir(frontend: Frontend): string {
    return frontend === 'admin' ? this.config.webAdminDir : this.config.webPublicDir;
  }

  /** The single-page app's index.html (read once), or a placeholder when that frontend is not built. */
  pageHtml(frontend: Frontend): string {
    let html = this.indexCache.get(frontend);
    if (html === undefined) {
      const file = join(this.distDir(frontend), 'index.html');
      html = existsSync(file) ? readFileSync(file, 'utf8') : this.placeholder(frontend);
      this.indexCache.set(frontend, html);
    }
    return html;
  }

  /** A generated document (sitemap, feed, ...) at this path, or null when there is none. */
  documentFor(path: string): Promise<WebDocument> | null {
    return this.metadata?.documentFor(path) ?? null;
  }

  /**
   * The page's HTML for the public frontend, with its own head (title, description, sharing tags)
   * and what its first render needs (see first-render.ts). When the metadata cannot be read the
   * page goes without it: it still works, only less shareable. The answers the head was built
   * from go into the page, with their keys and lifetime for its caching.
   */
  async pageHtmlFor(
    frontend: Frontend,
    match: PageMatch,
    search = new URLSearchParams(),
  ): Promise<RenderedPage> {
    const html = this.pageHtml(frontend);
    if (frontend !== 'public') return { html, keys: [] };
    this.routeChunks ??= readRouteChunks(this.config.webPublicDir);
    const head = await this.headFor(match);
    const answers = head?.answers ?? [];
    const lifetimes = answers.flatMap(({ maxSharedAge }) =>
      maxSharedAge === undefined ? [] : [maxSharedAge],
    );
    return {
      html: withHead(html, head, firstRenderTags(match, search, this.config, this.routeChunks, answers)),
      keys: answers.flatMap(({ keys }) => keys),
      ...(lifetimes.length > 0 ? { maxSharedAge: Math.min(...lifetimes) } : {}),
      ...(head?.missing ? { missing: true } : {}),
    };
  }

  /** Whether a console page names something this staff member may open (see PageMetadataProvider). */
  async consolePageExists(match: PageMatch, viewer: UserRow): Promise<boolean> {
    return this.metadata ? this.metadata.consolePageExists(match, viewer) : true;
  }

  private async headFor(match: PageMatch): Promise<PageHead | null> {
    if (!this.metadata) return null;
    try {
      return await this.metadata.headFor(match);
    } catch (error) {
      this.logger.warn(`Page metadata of ${match.page.pattern} failed: ${(error as Error).message}`);
      return null;
    }
  }

  private placeholder(frontend: Frontend): string {
    const name = frontend === 'admin' ? 'web-admin' : 'web-public';
    const title = escapeMarkup(this.config.siteName);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><p>The frontend is not built yet. Run <code>npm run build -w ${name}</code> and restart the server.</p></body></html>
`;
  }
}
