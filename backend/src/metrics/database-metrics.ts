import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { DatabaseConnection } from '../database/database';
import { DATABASE_CONNECTION } from '../database/database.tokens';

/** Query latency by statement kind, and the connection pool's usage at scrape time. */
@Injectable()
export class DatabaseMetrics {
  constructor(registry: Registry, @Inject(DATABASE_CONNECTION) connection: DatabaseConnection) {
    const queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of database queries, by statement kind (select, insert, update, delete, other)',
      labelNames: ['operation'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    connection.observeQueries((operation, seconds) => queries.observe({ operation }, seconds));

    const pool = (name: string, help: string, read: () => number): void => {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    };
    pool('db_pool_connections_total', 'Open database connections', () => connection.poolUsage().total);
    pool(
      'db_pool_connections_idle',
      'Open database connections not in use',
      () => connection.poolUsage().idle,
    );
    pool('db_pool_requests_waiting', 'Queries waiting for a free database connection', () => {
      return connection.poolUsage().waiting;
    });

    // DATABASE_READ_URL: who answered the reads of GET requests (a rising `fallback` is a replica down).
    const routing = connection.readRouting;
    if (routing) {
      let reported = { replica: 0, primary: 0, fallback: 0 };
      new Counter({
        name: 'db_reads_total',
        help: 'Reads routed by DATABASE_READ_URL, by who answered: replica, primary (writers, background work), fallback (the replica did not answer)',
        labelNames: ['answered_by'] as const,
        registers: [registry],
        collect() {
          const now = { ...routing.answered };
          for (const key of ['replica', 'primary', 'fallback'] as const) {
            this.inc({ answered_by: key }, now[key] - reported[key]);
          }
          reported = now;
        },
      });
      new Gauge({
        name: 'db_replica_lag_seconds',
        help: "How far the replica's view is behind the primary (-1: the replica does not answer)",
        registers: [registry],
        async collect() {
          this.set((await routing.replicaLagSeconds()) ?? -1);
        },
      });
    }
  }
}
