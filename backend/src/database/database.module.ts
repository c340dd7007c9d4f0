import { Global, Module } from '@nestjs/common';

import { AppConfig } from '../config/app-config';
import { type DatabaseConnection, openDatabase } from './database';
import { DatabaseHealth } from './database-health';
import { DATABASE, DATABASE_CONNECTION } from './database.tokens';

/** Opens the database named by the configuration and applies pending migrations before anything uses it. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CONNECTION,
      inject: [AppConfig],
      useFactory: async (config: AppConfig): Promise<DatabaseConnection> => {
        const connection = await openDatabase(config);
        await connection.migrate();
        return connection;
      },
    },
    {
      provide: DATABASE,
      inject: [DATABASE_CONNECTION],
      useFactory: (connection: DatabaseConnection) => connection.db,
    },
    DatabaseHealth,
  ],
  exports: [DATABASE, DATABASE_CONNECTION, DatabaseHealth],
})
export class DatabaseModule {}
