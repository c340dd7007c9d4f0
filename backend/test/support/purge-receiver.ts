import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One purge a shared cache received: the surrogate keys named, and when. */
export interface ReceivedPurge {
  keys: string[];
  at: number;
}

/**
 * A stand-in for a shared cache's purge endpoint (Varnish itself is in varnish.spec.ts): records
 * every PURGE and answers `status()` (200 unless a test says otherwise).
 */
export class PurgeReceiver {
  readonly purges: ReceivedPurge[] = [];
  status: () => number = () => 200;
  /** How long the cache takes to answer a purge. */
  delayMs = 0;
  /** Requests received and not yet answered. */
  unanswered = 0;
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      if (req.method === 'PURGE') {
        const keys = String(req.headers['x-purge-keys'] ?? '')
          .split(' ')
          .filter(Boolean);
        this.purges.push({ keys, at: Date.now() });
      }
      const status = this.status();
      this.unanswered += 1;
      setTimeout(() => {
        this.unanswered -= 1;
        res.writeHead(status).end();
      }, this.delayMs).unref();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Every key purged since `index` (a length of `purges` taken earlier). */
  keysSince(index: number): string[] {
    return [...new Set(this.purges.slice(index).flatMap((purge) => purge.keys))];
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
