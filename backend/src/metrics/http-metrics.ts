import { Injectable } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Histogram, Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const API_PATH = /^\/api(?:[/?]|$)/;
const METRICS_PATH = /^\/metrics(?:\?|$)/;
const LABELS = ['method', 'route', 'status'] as const;

/**
 * The route template a request matched, never its raw URL, so the label set stays bounded:
 * `/api/writeups/:slug`, `unmatched` for /api paths no route took (404, or refused before
 * routing), `static` for the frontends and their files, `/metrics` for scrapes.
 */
function routeLabel(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  // Nest's catch-all 404 route (`*path`) is no template of ours.
  if (typeof route === 'string' && route.startsWith('/')) return route;
  if (API_PATH.test(req.originalUrl)) return 'unmatched';
  if (METRICS_PATH.test(req.originalUrl)) return '/metrics';
  return 'static';
}

/** Counts and times every HTTP request by method, route template and status. */
@Injectable()
export class HttpMetrics {
  readonly middleware: RequestHandler;
  private readonly requests: Counter<(typeof LABELS)[number]>;
  private readonly duration: Histogram<(typeof LABELS)[number]>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: LABELS,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route template and status',
      labelNames: LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.middleware = (req, res, next) => {
      const started = performance.now();
      res.once('finish', () => this.record(req, res, started));
      next();
    };
  }

  /** Counts one answered request (`started`: performance.now() at its arrival). */
  private record(req: Request, res: Response, started: number): void {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const labels = { method, route: routeLabel(req), status: String(res.statusCode) };
    this.requests.inc(labels);
    this.duration.observe(labels, (performance.now() - started) / 1000);
  }
}
