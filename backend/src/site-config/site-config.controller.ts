import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteConfig } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { Public } from '../common/auth.decorators';
import { AppConfig } from '../config/app-config';
import { publicSiteConfig } from '../config/site-config';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { SiteConfigDto } from './dto/site-config.response';

@ApiTags('operations')
@Controller('config')
export class SiteConfigController {
  constructor(private readonly config: AppConfig) {}

  /** What both frontends need to know about this site. */
  @Public()
  @Get()
  @PublicRead({ keys: () => [SurrogateKeys.settings] })
  @ApiOkResponse({ type: SiteConfigDto })
  @Endpoint({
    operationId: 'getSiteConfig',
    summary: "The site's settings both frontends read",
    errors: { 400: 'A query parameter: this address takes none' },
  })
  get(): SiteConfig {
    return publicSiteConfig(this.config);
  }
}
