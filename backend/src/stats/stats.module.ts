import { Module } from '@nestjs/common';

import { SiteVersionModule } from '../site-version/site-version.module';
import { StatsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

@Module({
  imports: [SiteVersionModule],
  controllers: [StatsController],
  providers: [StatsRepository, StatsService],
})
export class StatsModule {}
