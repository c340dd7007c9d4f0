import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';
import type { Params } from 'nestjs-pino';
import onHeaders from 'on-headers';
import { type DestinationStream, type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';

import type { AppConfig } from './config/app-config';

/** A URL without its query: query parameters hold e-mails, search terms and content. */
function pathOnly(url: string): string {
  return url.split('?', 1)[0];
}

/** An answer a shared cache may keep and hand to everyone (product.md §7). */
function isPublic(res: ServerResponse): boolean {
  return /(^|,)\s*public\s*(,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}

/** nestjs-pino's parameters as ours always are: one pino logger of our making. */
export type LoggerParams = Params & { pinoHttp: { logger: Logger } };

/**
 * The application's logger (structured JSON lines). `destination` replaces standard output
 * (the tests read the lines). nestjs-pino logs through it and binds each request's child logger
 * (`useExisting`): the request logger below, mounted by configureApp, makes that child.
 */
export function loggerParams(config: AppConfig, destination?: DestinationStream): LoggerParams {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  const logger = pino(options, destination ?? logOutput());
  return { pinoHttp: { logger }, useExisting: true };
}

let standardOutput: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output written asynchronously (buffered, in the background), so that a log line never
 * blocks the event loop on a slow terminal or pipe. Flushed on shutdown (main.ts); pino also
 * flushes it when the process exits.
 */
export function logOutput(): ReturnType<typeof pino.destination> {
  return (standardOutput ??= pino.destination({ dest: 1, sync: false }));
}

/**
 * One line per request, whatever answers it (API, pages, assets, media, /metrics), tagged with
 * a request id this server makes: a client's X-Request-Id is ignored, as a shared cache would
 * otherwise store one client's id for everyone. The id goes back in X-Request-Id on answers
 * that are not public, so a person can quote it when something failed.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const log = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: () => randomUUID(),
    // Health checks and the load balancer's probes (every second) would drown the request log.
    autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/health/ready' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    onHeaders(res, () => {
      if (!isPublic(res)) res.setHeader('X-Request-Id', String(req.id));
    });
    log(req, res, next);
  };
}
