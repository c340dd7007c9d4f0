import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';

import { Injectable } from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { Registry } from 'prom-client';

import { AppConfig } from '../config/app-config';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const IPV4_MAPPED = /^::ffff:/i;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address. */
function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.replace(IPV4_MAPPED, '');
  return (isIPv4(ipv4) && ipv4.startsWith('127.')) || address === '::1';
}

/**
 * `GET /metrics` in Prometheus' text format, outside /api and without a session (product.md
 * §11). When METRICS_TOKEN is set, the scraper must send it as a bearer token (else 401);
 * without one, only clients on the loopback address are answered (others 403). The client
 * address is Fastify's `request.ip`: the one the trusted proxy reports (`trustProxy` in app.setup).
 */
@Injectable()
export class MetricsEndpoint {
  readonly handler: RouteHandlerMethod;
  private readonly token: Buffer | null;

  constructor(
    config: AppConfig,
    private readonly registry: Registry,
  ) {
    this.token = config.metricsToken === null ? null : digest(config.metricsToken);
    this.handler = (request, reply) => this.serve(request, reply);
  }

  private async serve(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (this.token === null && !isLoopback(req.ip)) {
      const body: ApiError = {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Metrics are answered only on this host; set METRICS_TOKEN to scrape them from elsewhere',
      };
      return reply.status(403).send(body);
    }
    if (!this.authorized(req.headers.authorization)) {
      const body: ApiError = {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Send the metrics token as "Authorization: Bearer <token>"',
      };
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send(body);
    }
    const text = await this.registry.metrics();
    reply.raw.setHeader('Cache-Control', 'no-store');
    return reply.status(200).type(this.registry.contentType).send(text);
  }

  private authorized(header: string | undefined): boolean {
    if (this.token === null) return true;
    const given = header === undefined ? null : BEARER.exec(header)?.[1];
    // Compared as digests: constant time, whatever the lengths.
    return typeof given === 'string' && timingSafeEqual(digest(given), this.token);
  }
}
