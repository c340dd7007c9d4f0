import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

import { routeName } from '../metrics/route-name';

/** Health checks and the load balancer's probes (every second) would drown the request log. */
const UNLOGGED = new Set(['/api/health', '/api/health/ready']);
const REQUEST_ID = 'X-Request-Id';

/** A URL without its query: query parameters hold e-mails, search terms and content. */
function pathOnly(url: string): string {
  return url.split('?', 1)[0];
}

/** An answer a shared cache may keep and hand to everyone (product.md §7). */
function isPublic(cacheControl: unknown): boolean {
  return /(^|,)\s*public\s*(,|$)/i.test(String(cacheControl ?? ''));
}

export interface RequestLogger {
  /** When a request arrives (an `onRequest` hook): its id, and its line once it has ended. */
  start(request: FastifyRequest, res: ServerResponse): void;
  /** When Fastify sends the answer (an `onSend` hook): a public answer loses the request id. */
  answering(reply: FastifyReply): void;
}

/**
 * One line per request at `info` (with the client address, the route by name and the signed-in
 * user's id when the request read its session), whatever answers it (API, pages, assets, media, /metrics),
 * when it has ended, tagged with a request id this server makes: a client's X-Request-Id is
 * ignored, as a shared cache would otherwise store one client's id for everyone. The id goes
 * back in X-Request-Id on answers that are not public, so a person can quote it when something
 * failed. Nothing per request beyond the id and its header when `info` is off (issue 24: this
 * replaced pino-http, whose child logger per request cost more than the rest of a health check).
 */
export function requestLogger(logger: Logger): RequestLogger {
  return {
    start(request, res) {
      const req: IncomingMessage = request.raw;
      const id = randomUUID();
      // On the Node response: answers written past Fastify (a sign-in's redirect) carry it too.
      res.setHeader(REQUEST_ID, id);
      if (!logger.isLevelEnabled('info') || UNLOGGED.has(req.url ?? '')) return;
      const started = performance.now();
      const { method, url = '' } = req;
      // Read now: once the client has closed its socket, the address is gone from it.
      const remoteAddress = request.ip;
      res.once('close', () => {
        const line = {
          req: {
            id,
            method,
            url: pathOnly(url),
            // product.md §19: who (as the trusted proxy reports it), signed in as whom, and what.
            remoteAddress,
            route: routeName(request),
            ...(request.currentUser ? { userId: request.currentUser.id } : {}),
          },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        // Ended by the app (a streamed file may still be in flight when a fast client closes).
        logger.info(line, res.writableEnded ? 'request completed' : 'request aborted');
      });
    },
    answering(reply) {
      if (isPublic(reply.getHeader('Cache-Control'))) reply.raw.removeHeader(REQUEST_ID);
    },
  };
}
