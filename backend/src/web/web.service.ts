import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type ApiRead, apiReadUrl } from '@reviews/libs/page-reads';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@reviews/libs/constants';
import { escapeMarkup } from '@reviews/libs/rules';
import { mayOpenConsolePage, type PageMatch, readsOf, thenReadsOf } from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { jsonForScript } from '../common/markup-escape';
import { publicSiteConfig } from '../config/site-config';
import { firstRenderTags } from './first-render';
import { loadServerBuild, readOfKey, renderFingerprint } from './server-render';
import { readRouteChunks, type RouteChunks } from './route-chunks';
import {
  inlineAnswersOf,
  PAGE_METADATA,
  type PageAnswer,
  type PageHead,
  type PageMetadataProvider,
  type WebDocument,
} from './page-metadata';

/**
 * Renders of one page at most. A page whose declared reads (site map) are all it renders from
 * renders once; each further pass answers reads it asked for that it did not declare.
 */
const MAX_RENDER_PASSES = 4;
/** Rendered pages kept in memory by what they were rendered from. */
const RENDER_CACHE_SIZE = 500;
/** The id of the page's clock (web-public/src/lib/page-clock.ts). */
const PAGE_CLOCK_ID = 'page-clock';

export type Frontend = 'public' | 'admin';

/** A page's HTML and what its shared caching must add for the answers it carries. */
export interface RenderedPage {
  html: string;
  keys: string[];
  maxSharedAge?: number;
  /** The not-found page standing for an address that names nothing (answered with 404). */
  missing?: boolean;
  /** The page's head could not be read (the database away): nobody but the browser keeps it. */
  degraded?: boolean;
}

/** A head that could not be read: the page goes out without it, and is not shared. */
const DEGRADED = Symbol('degraded');

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
  private serverBuild: ReturnType<typeof loadServerBuild> | undefined;
  /** Rendered HTML by what it was rendered from (renderFingerprint): the same inputs, the same HTML. */
  private readonly rendered = new Map<string, string>();

  private readonly logger = new Logger(WebService.name);

  constructor(
    private readonly config: AppConfig,
    @Optional() @Inject(PAGE_METADATA) private readonly metadata?: PageMetadataProvider,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
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
    path = '/',
  ): Promise<RenderedPage> {
    const html = this.pageHtml(frontend);
    if (frontend !== 'public') return { html, keys: [] };
    this.routeChunks ??= readRouteChunks(this.config.webPublicDir);
    const head = await this.headFor(match);
    if (head === DEGRADED) return { html: withHead(html, null, ''), keys: [], degraded: true };
    const answers = [...(head?.answers ?? [])];
    const asked = new Set(answers.map(({ read }) => JSON.stringify(read.key)));
    // Served for the browser to render (no server build): with the head's answers only, as
    // before server rendering; the kill switch (SERVER_RENDERING=0) carries the declared reads.
    const declared =
      this.config.serverRendering && !this.loadedServerBuild()
        ? { failed: false }
        : await this.answerDeclaredReads(match, search, answers, asked);
    const app = declared.failed
      ? { html: '', now: '', degraded: true as const }
      : this.config.serverRendering
        ? await this.renderApp(match, path, search, answers, asked)
        : null;
    // A read the page needed failed (the database is away): the page is not kept anywhere.
    if (app?.degraded) return { html: withHead(html, null, ''), keys: [], degraded: true };
    const lifetimes = answers.flatMap(({ maxSharedAge }) =>
      maxSharedAge === undefined ? [] : [maxSharedAge],
    );
    const body = app ? html.replace('<div id="root"></div>', () => `<div id="root">${app.html}</div>`) : html;
    const clock = app
      ? `<script type="application/json" id="${PAGE_CLOCK_ID}">${jsonForScript(app.now)}</script>`
      : '';
    const tags = [firstRenderTags(match, search, this.config, this.routeChunks, answers), clock]
      .filter(Boolean)
      .join('\n');
    return {
      html: withHead(body, head, tags),
      keys: answers.flatMap(({ keys }) => keys),
      ...(lifetimes.length > 0 ? { maxSharedAge: Math.min(...lifetimes) } : {}),
      ...(head?.missing ? { missing: true } : {}),
    };
  }

  /** The reader site's server build, loaded once; null when it is missing or fails to load. */
  private loadedServerBuild() {
    if (this.serverBuild === undefined) this.serverBuild = loadServerBuild(this.config.webPublicDir);
    return this.serverBuild;
  }

  /**
   * Makes the reads the page declares (site map: its first reads, then those their answers lead
   * to) that the head did not: with them the page renders whole in one pass, and a page served
   * unrendered (SERVER_RENDERING=0) still carries its answers.
   */
  private async answerDeclaredReads(
    match: PageMatch,
    search: URLSearchParams,
    answers: PageAnswer[],
    asked: Set<string>,
  ): Promise<{ failed: boolean }> {
    if (match.page.screen === 'console') return { failed: false };
    const first = readsOf(match, search, this.config.favoritesName);
    const firstMade = await this.answerReads(
      first.map(({ key }) => key),
      asked,
      answers,
    );
    if (firstMade.failed) return firstMade;
    const answerOf = (read: ApiRead) => {
      const id = JSON.stringify(read.key);
      const answer = answers.find((candidate) => JSON.stringify(candidate.read.key) === id);
      return answer && !answer.notFound ? answer.data : undefined;
    };
    const then = thenReadsOf(match, first.map(answerOf));
    return this.answerReads(
      then.map(({ key }) => key),
      asked,
      answers,
    );
  }

  /**
   * product.md §14: the reader site rendered on the server from the answers a visitor gets. Each
   * render reports the reads it asked for without an answer; those that are public reads of the
   * API are answered (in process, without cookies, as a visitor asks them) and the page rendered
   * again, so every page renders whole even where it does not declare all its reads (those it
   * declares are answered before: answerDeclaredReads). The answers join the page's (its inline
   * data, keys and lifetime). Null when the server build is missing or fails: the page is then
   * served as before, for the browser to render.
   */
  private async renderApp(
    match: PageMatch,
    path: string,
    search: URLSearchParams,
    answers: PageAnswer[],
    asked: Set<string>,
  ): Promise<{ html: string; now: string; degraded?: true } | null> {
    const serverBuild = this.loadedServerBuild();
    if (match.page.screen === 'console' || !serverBuild) return null;
    const query = search.toString();
    const url = `${path}${query ? `?${query}` : ''}`;
    const now = new Date();
    // The year decides whether dates show theirs: a page rendered in another year renders again.
    const clock = `${now.getUTCFullYear()}-01-01T00:00:00.000Z`;
    const siteConfig = publicSiteConfig(this.config);
    try {
      for (let pass = 0; pass < MAX_RENDER_PASSES; pass++) {
        const inline = inlineAnswersOf(answers);
        const fingerprint = renderFingerprint(url, inline, now.getUTCFullYear());
        const cached = this.rendered.get(fingerprint);
        if (cached !== undefined) return { html: cached, now: clock };
        const { html, pending } = await serverBuild.renderPage({
          url,
          answers: inline,
          siteConfig,
          now: clock,
        });
        const { added, failed } = await this.answerReads(pending, asked, answers);
        if (failed) return { html, now: clock, degraded: true };
        if (added === 0 || pass === MAX_RENDER_PASSES - 1) {
          this.remember(fingerprint, html);
          return { html, now: clock };
        }
      }
    } catch (error) {
      this.logger.warn(`Server rendering of ${match.page.pattern} failed: ${(error as Error).message}`);
    }
    return null;
  }

  /**
   * Answers the public API reads among these query keys not asked yet: how many were answered,
   * and whether one failed on the server's side (a 5xx: the page would show a hole where it has
   * content).
   */
  private async answerReads(
    pending: unknown[],
    asked: Set<string>,
    answers: PageAnswer[],
  ): Promise<{ added: number; failed: boolean }> {
    const fastify = this.adapterHost?.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return { added: 0, failed: false };
    let failed = false;
    const reads = pending.flatMap((key) => {
      const id = JSON.stringify(key);
      const read = readOfKey(key);
      if (asked.has(id) || !read) return [];
      asked.add(id);
      const { operation, params } = read;
      const apiRead = {
        operationId: operation.operationId,
        path: operation.pathOf(params),
        query: params.query,
        key: key as PageAnswer['read']['key'],
      };
      return [apiRead];
    });
    const results = await Promise.all(
      reads.map(async (read) => {
        const response = await fastify.inject({ method: 'GET', url: apiReadUrl(read) });
        if (response.statusCode >= 500) failed = true;
        // A read that names nothing is the same for every reader: the page shows it not found.
        if (response.statusCode === 404) {
          const missing: PageAnswer = { read, data: response.json(), keys: [], notFound: true };
          return missing;
        }
        const cacheControl = String(response.headers['cache-control'] ?? '');
        // Only what every reader gets: a public answer (product.md §7), never a personal one.
        if (response.statusCode !== 200 || !cacheControl.startsWith('public')) return null;
        const sharedAge = /s-maxage=(\d+)/.exec(cacheControl);
        const keys = String(response.headers['surrogate-key'] ?? '')
          .split(' ')
          .filter(Boolean);
        const answer: PageAnswer = {
          read,
          data: response.json(),
          keys,
          ...(sharedAge ? { maxSharedAge: Number(sharedAge[1]) } : {}),
        };
        return answer;
      }),
    );
    const found = results.filter((answer): answer is PageAnswer => answer !== null);
    answers.push(...found);
    return { added: found.length, failed };
  }

  private remember(fingerprint: string, html: string): void {
    if (this.rendered.size >= RENDER_CACHE_SIZE) {
      const oldest = this.rendered.keys().next().value;
      if (oldest !== undefined) this.rendered.delete(oldest);
    }
    this.rendered.set(fingerprint, html);
  }

  /** Whether a console page names something this staff member may open (see PageMetadataProvider). */
  async consolePageExists(match: PageMatch, viewer: UserRow): Promise<boolean> {
    return this.metadata ? this.metadata.consolePageExists(match, viewer) : true;
  }

  private async headFor(match: PageMatch): Promise<PageHead | null | typeof DEGRADED> {
    if (!this.metadata) return null;
    try {
      return await this.metadata.headFor(match);
    } catch (error) {
      this.logger.warn(`Page metadata of ${match.page.pattern} failed: ${(error as Error).message}`);
      return DEGRADED;
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
