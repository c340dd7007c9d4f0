import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteStats } from '@reviews/libs/contract';

import { Public } from '../common/auth.decorators';
import { SharedCache } from '../response-cache/shared-cache.decorator';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Public()
  @Get('getSiteStats')
  @SharedCache()
  siteStats(): Promise<SiteStats> {
    return this.stats.siteStats();
  }
}
