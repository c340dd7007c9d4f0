import { DynamicModule, Global, Module } from '@nestjs/common';

import { AppConfig } from './app-config';
import { DataDirCheck } from './data-dir-check';

/** Makes the validated AppConfig injectable everywhere, and checks DATA_DIR's permissions at start. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: config }, DataDirCheck],
      exports: [AppConfig],
    };
  }
}
