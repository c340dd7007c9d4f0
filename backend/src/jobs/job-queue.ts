import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans';

import { AppConfig } from '../config/app-config';
import type { DatabaseConnection, Transaction } from '../database/database';
import { DATABASE_CONNECTION } from '../database/database.tokens';
import { SCRAPE_QUERY } from '../database/query-timing';
import { JobMetrics, type QueueStates } from './job-metrics';
import { connectionExecutor, type SqlExecutor, transactionExecutor } from '../database/sql-executor';

/** One kind of background work: its queue's name and what a worker does with a job of it. */
export interface JobDefinition<T extends object> {
  name: string;
  /** Does the job; a throw has it retried with backoff. What it returns is kept with the job. */
  work: (data: T) => Promise<unknown>;
  /** How often an idle worker looks for jobs of this queue (default 2 s). */
  pollSeconds?: number;
  /** Attempts after the first (default 5). */
  retryLimit?: number;
}

/** Seconds before the first retry; each next one waits about twice as long (pg-boss's backoff). */
const RETRY_DELAY_S = 5;
/** Any fixed number, the same in every instance (migrations take 727_001). */
const QUEUE_CREATION_LOCK = 727_002;
const QUEUE_NAME = /^[a-z][a-z0-9-]*$/;
/** Running jobs may finish this long at shutdown; those that do not are retried elsewhere. */
const STOP_TIMEOUT_MS = 10_000;
const SCHEMA = 'pgboss';

/**
 * pg-boss's workers say a job is done (or failed) without awaiting it, so a database away at that
 * moment (cut, or closed at shutdown when the job outlived the stop timeout) would be an unhandled
 * rejection, which ends the process. Those two statements are caught here and logged: the job
 * stays active, expires and runs again (every job may run twice).
 */
function completionsCaught(executor: SqlExecutor, logger: Logger): SqlExecutor {
  const unawaited = new Set([completeJobs(SCHEMA), failJobsById(SCHEMA)]);
  return {
    executeSql: (text, values) => {
      const result = executor.executeSql(text, values);
      if (!unawaited.has(text)) return result;
      return result.catch((error: unknown) => {
        logger.warn(`Could not record a job's end (it runs again once it expires): ${String(error)}`);
        // The shape pg-boss reads its count from.
        return { rows: [{ count: '0' }] };
      });
    },
  };
}

/**
 * The job queue (product.md §19): pg-boss on the app's own database, PGlite or PostgreSQL
 * (behind PgBouncer too: it needs no LISTEN and keeps its locks to transactions). Its schema comes
 * with the migrations (drizzle/0029_job_queue.sql). Every instance sends jobs; only where the role
 * includes `worker` are they worked: each by one worker, retried with backoff when it throws, and
 * taken over by another worker when its own died (JOB_EXPIRE_SECONDS). Every job may run twice
 * (a worker that died after doing its work but before saying so), so each is written to be
 * idempotent.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  /** This instance's worker of each queue (a worker role's), woken when it sends a job there. */
  private readonly workers = new Map<string, string>();
  private started: Promise<void> | undefined;

  constructor(
    private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly metrics: JobMetrics,
  ) {
    this.boss = new PgBoss({
      db: completionsCaught(connectionExecutor(connection), this.logger),
      schema: SCHEMA,
      // Expiry and archiving are workers' business; the schema is the migrations'.
      supervise: config.runsBackgroundWork,
      schedule: false,
      maintenanceIntervalSeconds: Math.min(60, Math.ceil(config.jobExpireSeconds / 4)),
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 2,
    });
    this.boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
    metrics.readStatesWith(() => this.states());
  }

  /** Declares a kind of job (in the constructor of the service that does it). */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (!QUEUE_NAME.test(definition.name)) throw new Error(`Not a queue name: ${definition.name}`);
    this.definitions.set(definition.name, definition as JobDefinition<object>);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    await this.started;
  }

  private async start(): Promise<void> {
    await this.boss.start();
    await this.createQueues();
    if (!this.config.runsBackgroundWork) return;
    for (const definition of this.definitions.values()) {
      const worker = await this.boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: definition.pollSeconds ?? 2 },
        ([job]) => this.run(definition, job.data),
      );
      this.workers.set(definition.name, worker);
    }
  }

  /**
   * Creates the queues not created yet. Each attaches a partition to pg-boss's job table, which
   * deadlocks when instances starting together do it at once: they take turns under a
   * transaction-level lock (PgBouncer-safe), in one script.
   */
  private async createQueues(): Promise<void> {
    const { rows } = await this.connection.runScript('SELECT name FROM pgboss.queue');
    const existing = new Set((rows as Array<{ name: string }>).map((row) => row.name));
    const missing = [...this.definitions.keys()].filter((name) => !existing.has(name));
    if (missing.length === 0) return;
    await this.connection.runScript(
      [
        'BEGIN',
        `SELECT pg_advisory_xact_lock(${QUEUE_CREATION_LOCK})`,
        // Names are this code's constants, checked by define().
        ...missing.map((name) => `SELECT pgboss.create_queue('${name}', '{"policy":"standard"}')`),
        'COMMIT',
      ].join(';\n'),
    );
  }

  private async run(definition: JobDefinition<object>, data: object): Promise<unknown> {
    const finished = this.metrics.started(definition.name);
    try {
      const result = await definition.work(data);
      finished('completed');
      return result;
    } catch (error) {
      finished('failed');
      this.logger.warn(
        `Job ${definition.name} failed (retried with backoff while attempts remain): ${String(error)}`,
      );
      throw error;
    }
  }

  /** Queues a job; given a transaction of ours, the job exists only once that commits. */
  async send<T extends object>(name: string, data: T, tx?: Transaction): Promise<void> {
    await this.sendWith(name, data, tx ? { db: transactionExecutor(tx) } : {});
  }

  /**
   * A schedule's tick (an @nestjs/schedule method on every worker): queues the job once per
   * `periodSeconds` whichever workers tick (their clocks may differ by less than the period).
   * Where no worker runs (ROLE=web) it does nothing.
   */
  async tick(name: string, periodSeconds: number): Promise<void> {
    if (!this.config.runsBackgroundWork) return;
    try {
      await this.sendWith(name, {}, { singletonKey: name, singletonSeconds: periodSeconds });
    } catch (error) {
      // The database is away: the next tick queues it.
      this.logger.warn(`Could not queue the job ${name}: ${String(error)}`);
    }
  }

  private async sendWith(name: string, data: object, options: PgBoss.SendOptions): Promise<void> {
    await this.onApplicationBootstrap();
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job is defined as ${name}`);
    await this.boss.send(name, data, {
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: RETRY_DELAY_S,
      retryBackoff: true,
      expireInSeconds: this.config.jobExpireSeconds,
      ...options,
    });
    // Sent outside a transaction: this instance's worker need not wait for its next look.
    const worker = this.workers.get(name);
    if (worker && !options.db) this.boss.notifyWorker(worker);
  }

  /** Jobs queued, running and failed for good, by queue (the metrics; read at each scrape). */
  async states(): Promise<Map<string, QueueStates>> {
    const { rows } = await this.connection.runScript(
      `${SCRAPE_QUERY} SELECT name, state::text, count(*)::int AS jobs FROM pgboss.job GROUP BY name, state`,
    );
    const counts = new Map<string, number>(
      (rows as Array<{ name: string; state: string; jobs: number }>).map((row) => [
        `${row.name}:${row.state}`,
        row.jobs,
      ]),
    );
    const count = (name: string, state: string) => counts.get(`${name}:${state}`) ?? 0;
    return new Map(
      [...this.definitions.keys()].map((name) => [
        name,
        {
          queued: count(name, 'created') + count(name, 'retry'),
          active: count(name, 'active'),
          failed: count(name, 'failed'),
        },
      ]),
    );
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
  }
}
