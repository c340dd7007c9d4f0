import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { Logger } from 'pino';

/** Health checks and the load balancer's probes (every second) would drown the request log. */
const UNLOGGED = new Set(['/api/health', '/api/health/ready']);

/** A URL without its query: query parameters hold e-mails, search terms and content. */
function pathOnly(url: string): string {
  return url.split('?', 1)[0];
}

/** An answer a shared cache may keep and hand to everyone (product.md §7). */
function isPublic(res: ServerResponse): boolean {
  return /(^|,)\s*public\s*(,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}

/**
 * One line per request at `info`, whatever answers it (API, pages, assets, media, /metrics),
 * when it has ended, tagged with a request id this server makes: a client's X-Request-Id is
 * ignored, as a shared cache would otherwise store one client's id for everyone. The id goes
 * back in X-Request-Id on answers that are not public, so a person can quote it when something
 * failed. Nothing per request beyond the id and its header when `info` is off (issue 24: this
 * replaced pino-http, whose child logger per request cost more than the rest of a health check).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    const started = performance.now();
    onHeaders(res, () => {
      if (!isPublic(res)) res.setHeader('X-Request-Id', id);
    });
    if (logger.isLevelEnabled('info') && !UNLOGGED.has(req.url)) {
      const { method, url } = req;
      res.once('close', () => {
        const line = {
          req: { id, method, url: pathOnly(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        logger.info(line, res.writableFinished ? 'request completed' : 'request aborted');
      });
    }
    next();
  };
}
