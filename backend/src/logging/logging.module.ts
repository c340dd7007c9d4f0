import { type DynamicModule, Global, Module } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { AppLogger, PINO_LOGGER } from './app-logger';
import { createLogger } from './log-output';

/** The pino logger (tests override PINO_LOGGER to read the lines) and Nest's logger on it. */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: PINO_LOGGER, useFactory: () => createLogger(config) }, AppLogger],
      exports: [PINO_LOGGER, AppLogger],
    };
  }
}
