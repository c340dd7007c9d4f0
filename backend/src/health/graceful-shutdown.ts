import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import type { INestApplication, LoggerService } from '@nestjs/common';

import { ShutdownState } from './shutdown-state';

export interface GracefulShutdownOptions {
  /** After this long the process gives up waiting for requests and exits 1. */
  timeoutMs: number;
  /**
   * How long the instance keeps serving while its health checks answer "draining", so that load
   * balancers take it out of rotation before it stops accepting connections.
   */
  drainDelayMs: number;
  logger: LoggerService;
  /** How the process ends; `process.exit` in the server. */
  exit: (code: number) => void;
}

/**
 * SIGTERM (or SIGINT) drains the server: for `drainDelayMs` the health checks answer 503
 * "draining" while every other request is still served, then it stops accepting connections (new
 * ones are refused, so a load balancer moves on), lets the requests in flight finish, closes each
 * keep-alive connection once it is idle, then closes the database and exits 0. A second
 * signal, or requests still running at the timeout (counted from the signal), end it at once
 * with 1.
 */
export class GracefulShutdown {
  private draining = false;

  constructor(
    private readonly app: INestApplication,
    private readonly options: GracefulShutdownOptions,
  ) {}

  /** Drains on the first of these signals; exits at once on a second. */
  listen(signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
    for (const signal of signals) {
      process.on(signal, () => {
        if (this.draining) return this.options.exit(1);
        void this.shutdown(signal);
      });
    }
  }

  async shutdown(reason: string): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    const { logger, exit, timeoutMs, drainDelayMs } = this.options;
    logger.log(
      `${reason}: draining for ${drainDelayMs} ms, then finishing requests in flight and stopping`,
      'Shutdown',
    );
    this.app.get(ShutdownState).startDraining();
    const server = this.app.getHttpServer() as Server;
    // Requests still arriving on open keep-alive connections are answered with
    // `Connection: close`, and connections are closed as soon as they fall idle, so the server
    // waits neither for a busy client nor for the keep-alive timeout.
    server.on('request', (_req, res: ServerResponse) => res.setHeader('Connection', 'close'));
    const deadline = setTimeout(() => {
      logger.error(`Requests still running after ${timeoutMs} ms; stopping anyway`, undefined, 'Shutdown');
      exit(1);
    }, timeoutMs);
    let closeIdle: NodeJS.Timeout | undefined;
    try {
      // Without a delay the listener closes at once, before any new connection is accepted.
      if (drainDelayMs > 0) await sleep(drainDelayMs);
      closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      // Stop listening now and wait for the requests in flight; only then do the modules and
      // the database close, since those requests still need them.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await this.app.close();
      logger.log('Stopped', 'Shutdown');
      exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${String(error)}`, undefined, 'Shutdown');
      exit(1);
    } finally {
      clearInterval(closeIdle);
      clearTimeout(deadline);
    }
  }
}
