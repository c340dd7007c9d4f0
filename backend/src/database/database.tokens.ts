import { Inject } from '@nestjs/common';

/** Injection token of the Drizzle `Database`. */
export const DATABASE = Symbol('DATABASE');
/** Injection token of the `DatabaseConnection` (migrate, ping, close). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

/** `constructor(@InjectDatabase() private readonly db: Database)` */
export const InjectDatabase = (): ParameterDecorator => Inject(DATABASE);
