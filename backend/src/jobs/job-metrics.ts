import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Jobs of one queue by state, as the queue's table holds them (the same on every instance). */
export interface QueueStates {
  queued: number;
  active: number;
  failed: number;
}

/**
 * The job queue's metrics (docs/operations.md "Jobs"): jobs waiting, running and failed for good
 * per queue, read from the database at each scrape; and the runs this instance made, with their
 * outcome and duration.
 */
@Injectable()
export class JobMetrics {
  private readonly runs: Counter<'queue' | 'outcome'>;
  private readonly duration: Histogram<'queue'>;
  private readStates: () => Promise<Map<string, QueueStates>> = () => Promise.resolve(new Map());

  constructor(registry: Registry) {
    this.runs = new Counter({
      name: 'job_runs_total',
      help: 'Jobs this instance ran, by queue and outcome (completed; failed: retried with backoff until its attempts run out)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'job_duration_seconds',
      help: 'Time a job took on this instance, by queue',
      labelNames: ['queue'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers: [registry],
    });
    const states = (): Promise<Map<string, QueueStates>> => this.readStates();
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the queue by state (queued: waiting or waiting for a retry; active: running; failed: out of attempts), the same on every instance',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        // The database away: the last values stay (the database panels tell that story).
        const byQueue = await states().catch(() => null);
        for (const [queue, counts] of byQueue ?? []) {
          for (const state of ['queued', 'active', 'failed'] as const)
            this.set({ queue, state }, counts[state]);
        }
      },
    });
  }

  /** Where the gauge reads the states from (the queue, once it exists). */
  readStatesWith(read: () => Promise<Map<string, QueueStates>>): void {
    this.readStates = read;
  }

  /** Starts timing a run; call the result with its outcome. */
  started(queue: string): (outcome: 'completed' | 'failed') => void {
    const stop = this.duration.startTimer({ queue });
    return (outcome) => {
      stop();
      this.runs.inc({ queue, outcome });
    };
  }
}
