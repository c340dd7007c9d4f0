import type { ServerResponse } from 'node:http';

import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

import { routeName } from './route-name';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LABELS = ['method', 'route', 'status'] as const;

/** Counts and times every HTTP request by method, route template and status. */
@Injectable()
export class HttpMetrics {
  private readonly requests: Counter<(typeof LABELS)[number]>;
  private readonly duration: Histogram<(typeof LABELS)[number]>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route (API template, page:<site-map name>, asset, media) and status',
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
  }

  /** When a request arrives (an `onRequest` hook): it is counted once its answer has gone. */
  track(request: FastifyRequest, res: ServerResponse): void {
    const started = performance.now();
    res.once('finish', () => this.record(request, res, started));
  }

  /** Counts one answered request (`started`: performance.now() at its arrival). */
  private record(request: FastifyRequest, res: ServerResponse, started: number): void {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const labels = { method, route: routeName(request), status: String(res.statusCode) };
    this.requests.inc(labels);
    this.duration.observe(labels, (performance.now() - started) / 1000);
  }
}
