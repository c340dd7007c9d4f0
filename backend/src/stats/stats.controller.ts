import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteStats } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { Public } from '../common/auth.decorators';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { SiteStatsDto } from './dto/site-stats.response';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Public()
  @Get('getSiteStats')
  @PublicRead({ keys: () => [SurrogateKeys.stats] })
  @ApiOkResponse({ type: SiteStatsDto })
  @Endpoint({
    operationId: 'getSiteStats',
    summary: "The site's statistics",
    errors: { 400: 'A query parameter: this address takes none' },
  })
  siteStats(): Promise<SiteStats> {
    return this.stats.siteStats();
  }
}
