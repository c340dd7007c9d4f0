import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { Options } from 'pino-http';

import type { AppConfig } from './config/app-config';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** A URL without its query: query parameters hold e-mails, search terms and content. */
function pathOnly(url: string): string {
  return url.split('?', 1)[0];
}

/** The caller's X-Request-Id when it is a sensible one, else a new id. */
function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
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
 * Structured JSON logs: one line per API request, tagged with a request id (X-Request-Id).
 * `destination` replaces standard output (the tests read the lines).
 */
export function loggerParams(config: AppConfig, destination: DestinationStream = logOutput()): Params {
  const options: Options = {
    level: config.logLevel,
    genReqId: (req, res) => {
      const id = requestIdFor(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return { pinoHttp: [options, destination] };
}
