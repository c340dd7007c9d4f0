import { DynamicModule, Global, Module } from '@nestjs/common';

import { AppConfig } from './app-config';
import { SiteConfigController } from './site-config.controller';

/** Makes the validated AppConfig injectable everywhere, and answers GET /api/config. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [SiteConfigController],
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
