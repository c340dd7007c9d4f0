import { type DestinationStream, type Logger, pino } from 'pino';

import type { AppConfig } from '../config/app-config';

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
 * The application's logger (structured JSON lines). `destination` replaces standard output
 * (the tests read the lines).
 */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return pino(options, destination ?? logOutput());
}
