import type { IncomingMessage, ServerResponse } from 'node:http';

import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { Counter, Registry } from 'prom-client';

import { requestIdFor } from '../logging';
import { HttpMetrics } from '../metrics/http-metrics';
import { SiteVersion } from '../site-version/site-version';
import { isAnonymousRead } from './anonymous-read';
import { CachedResponse } from './cached-response';

/** Bounds of one instance's cache: whichever is reached first evicts the least recently used. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

type Outcome = 'hit' | 'stale' | 'fill';

/**
 * Visitors' answers to the public reads marked @SharedCache(), kept by URL in this instance and
 * given to later visitors before Express and Nest see the request (fast-path.ts). An answer is
 * given only while the site's data version is the one it was computed at and no scheduled
 * writeup has been published since (SiteVersion), checked on every hit with a version read that
 * started after the request arrived: a write committed on any instance before a request arrives
 * is always seen. Requests with a session cookie are never answered from here, nor kept.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedResponse>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.size,
  });
  private readonly outcomes: Counter<'outcome'>;

  constructor(
    private readonly siteVersion: SiteVersion,
    private readonly metrics: HttpMetrics,
    registry: Registry,
    @InjectPinoLogger(ResponseCache.name) private readonly log: PinoLogger,
  ) {
    this.outcomes = new Counter({
      name: 'http_response_cache_total',
      help: 'Shared response cache: hit (answered from it), stale (outdated, went to the app), fill (answer kept)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    for (const outcome of ['hit', 'stale', 'fill'] satisfies Outcome[]) this.outcomes.inc({ outcome }, 0);
  }

  /** Answers a visitor's read from the cache when it holds a current answer; else calls `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const started = performance.now();
    const url = req.url as string;
    const entry = isAnonymousRead(req) ? this.entries.get(url) : undefined;
    if (!entry) return next();
    this.answer(req, res, url, entry, started).then(
      (answered) => {
        if (!answered) next();
      },
      (error: unknown) => {
        this.log.warn(`Answering from the cache failed: ${String(error)}`);
        if (res.headersSent) res.destroy();
        else next();
      },
    );
  }

  /** Keeps a visitor's answer, unless one computed at a newer version is kept already. */
  keep(url: string, entry: CachedResponse): void {
    const kept = this.entries.peek(url);
    if (kept && kept.snapshot.version > entry.snapshot.version) return;
    this.entries.set(url, entry);
    this.outcomes.inc({ outcome: 'fill' });
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    entry: CachedResponse,
    started: number,
  ): Promise<boolean> {
    const version = await this.siteVersion.current();
    if (!SiteVersion.isCurrent(entry.snapshot, version, Date.now())) {
      if (this.entries.peek(url) === entry) this.entries.delete(url);
      this.outcomes.inc({ outcome: 'stale' });
      return false;
    }
    const size = entry.size;
    const requestId = requestIdFor(req);
    const status = await entry.reply(req, res, requestId);
    // A new encoding was kept: count its bytes against the bound.
    if (entry.size !== size && this.entries.peek(url) === entry) this.entries.set(url, entry);
    this.outcomes.inc({ outcome: 'hit' });
    this.metrics.observe(req.method as string, entry.route, status, started);
    // The line pino-http writes for the requests it sees (logging.ts), marked as a cache hit.
    this.log.info(
      {
        req: { id: requestId, method: req.method, url },
        res,
        responseTime: Math.round(performance.now() - started),
        cache: 'hit',
      },
      'request completed',
    );
    return true;
  }
}
