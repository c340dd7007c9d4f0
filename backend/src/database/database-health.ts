import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';

import type { DatabaseConnection } from './database';
import { DATABASE_CONNECTION } from './database.tokens';

/** Health probe and orderly close of the database connection. */
@Injectable()
export class DatabaseHealth implements OnApplicationShutdown {
  /** The ping in flight, which health checks arriving meanwhile share. */
  private pending: Promise<boolean> | undefined;

  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  /**
   * Resolves true when the database answers a query. Checks that arrive while a ping is in flight
   * share its answer: probes from several balancers cost one query, not one each.
   */
  isUp(): Promise<boolean> {
    this.pending ??= this.connection
      .ping()
      .then(
        () => true,
        () => false,
      )
      .finally(() => (this.pending = undefined));
    return this.pending;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}
