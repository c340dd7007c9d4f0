import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteConfig } from '@reviews/libs/contract';

import { Public } from '../common/auth.decorators';
import { AppConfig } from './app-config';

@ApiTags('operations')
@Controller('config')
export class SiteConfigController {
  constructor(private readonly config: AppConfig) {}

  /** What both frontends need to know about this site. */
  @Public()
  @Get()
  get(): SiteConfig {
    return {
      siteName: this.config.siteName,
      contactEmail: this.config.contactEmail,
      favoritesName: this.config.favoritesName,
      publicUrl: this.config.publicUrl,
    };
  }
}
