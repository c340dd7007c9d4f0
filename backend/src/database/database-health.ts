import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';

import type { DatabaseConnection } from './database';
import { DATABASE_CONNECTION } from './database.tokens';

/** Health probe and orderly close of the database connection. */
@Injectable()
export class DatabaseHealth implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  /** Resolves true when the database answers a query. */
  async isUp(): Promise<boolean> {
    try {
      await this.connection.ping();
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}
