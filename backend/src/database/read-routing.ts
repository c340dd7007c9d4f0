import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { Logger } from '@nestjs/common';
import type { Pool, QueryConfig, QueryResult } from 'pg';

import { isDatabaseUnavailable, postgresError } from './database-errors';

/**
 * The cookie a write's answer sets when a replica is configured: for its lifetime the writer's
 * reads stay on the primary, so they see what they just wrote (read-your-writes).
 */
export const RECENT_WRITE_COOKIE = 'rw';

/** How long a writer's reads stay on the primary: far above a healthy replica's lag. */
export const RECENT_WRITE_SECONDS = 15;

/** After the replica failed to answer, how long reads go to the primary before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

const READ_METHODS = new Set(['GET', 'HEAD']);
const RECENT_WRITE = new RegExp(`(?:^|;)\\s*${RECENT_WRITE_COOKIE}=`);

/**
 * SQLSTATEs after which a read is answered by the primary instead: the replica refused a write
 * that reached it by mistake (25006), or cancelled a read that conflicted with replication
 * (40001) or was shut down (57P01-57P03, as isDatabaseUnavailable knows).
 */
const RETRY_ON_PRIMARY = new Set(['25006', '40001']);

type Query = (config: QueryConfig | string, values?: unknown[]) => Promise<QueryResult>;

/**
 * Which database answers a read (DATABASE_READ_URL, product.md §19): the replica for the queries
 * of GET and HEAD requests from people who did not write in the last RECENT_WRITE_SECONDS; the
 * primary for everything else (writes, transactions, background work, and while the replica
 * cannot be reached). The choice is made when each query runs, so reads prepared once serve both.
 */
export class ReadRouting {
  /** Present while a request runs: whether its reads may go to the replica. */
  private readonly requests = new AsyncLocalStorage<{ replica: boolean }>();
  private replicaDownUntil = 0;
  private readonly logger = new Logger('Database');
  /** Reads answered by each side since start (the metrics and the tests read them). */
  readonly answered = { replica: 0, primary: 0, fallback: 0 };

  constructor(
    private readonly primary: Pool,
    private readonly replica: Pool,
    private readonly secureCookies: boolean,
  ) {}

  /** What Drizzle's read database runs its queries on: the replica or the primary, per query. */
  readonly client = {
    query: ((config, values) => this.query(config, values)) as Query,
  };

  /**
   * Runs `next` (the rest of the request's handling) with the request's choice. Called from the
   * first Fastify hook, so every query of the request sees it.
   */
  enter(request: IncomingMessage, next: () => void): void {
    const replica =
      READ_METHODS.has(request.method ?? '') && !RECENT_WRITE.test(request.headers.cookie ?? '');
    this.requests.run({ replica }, next);
  }

  /** On the answer of a write that went through: its author's reads stay on the primary a while. */
  markWrite(request: IncomingMessage, response: ServerResponse, statusCode: number): void {
    if (READ_METHODS.has(request.method ?? '') || request.method === 'OPTIONS') return;
    if (statusCode >= 400) return;
    const cookie = [
      `${RECENT_WRITE_COOKIE}=1`,
      `Max-Age=${RECENT_WRITE_SECONDS}`,
      'Path=/',
      'HttpOnly',
      ...(this.secureCookies ? ['Secure'] : []),
      'SameSite=Lax',
    ].join('; ');
    const others = [response.getHeader('Set-Cookie') ?? []].flat().map(String);
    response.setHeader('Set-Cookie', [...others, cookie]);
  }

  /**
   * Seconds the replica's view is behind (0 when it has replayed all it received); null when it
   * does not answer.
   */
  async replicaLagSeconds(): Promise<number | null> {
    try {
      const { rows } = await this.replica.query<{ lag: string | null }>(
        `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                else extract(epoch from now() - pg_last_xact_replay_timestamp()) end as lag`,
      );
      return Number(rows[0]?.lag ?? 0);
    } catch {
      return null;
    }
  }

  private useReplica(): boolean {
    return this.requests.getStore()?.replica === true && Date.now() >= this.replicaDownUntil;
  }

  private async query(config: QueryConfig | string, values?: unknown[]): Promise<QueryResult> {
    const primary = this.primary.query.bind(this.primary) as Query;
    if (!this.useReplica()) {
      this.answered.primary++;
      return primary(config, values);
    }
    try {
      const result = await (this.replica.query.bind(this.replica) as Query)(config, values);
      this.answered.replica++;
      return result;
    } catch (error) {
      const code = postgresError(error)?.code;
      if (!isDatabaseUnavailable(error) && !(code && RETRY_ON_PRIMARY.has(code))) throw error;
      if (isDatabaseUnavailable(error)) {
        if (Date.now() >= this.replicaDownUntil) {
          this.logger.warn(
            `The replica (DATABASE_READ_URL) did not answer: reads go to the primary for ${REPLICA_RETRY_MS / 1000} s`,
          );
        }
        this.replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
      }
      this.answered.fallback++;
      return primary(config, values);
    }
  }
}

/** Builder methods of Drizzle's database that only read: they are built on the read database. */
const READ_BUILDERS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  '$count',
  'query',
]);

/**
 * The database the app is given when a replica is configured: reads are built on `reads` (whose
 * client is ReadRouting's), everything else (insert, update, delete, execute, transaction) on
 * the primary's.
 */
export function routedDatabase<T extends object>(primary: T, reads: T): T {
  return new Proxy(primary, {
    get(target, property) {
      const source = READ_BUILDERS.has(property) ? reads : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
