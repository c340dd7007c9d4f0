import { Module } from '@nestjs/common';

import { WatchlistController } from './watchlist.controller';
import { WatchlistRepository } from './watchlist.repository';
import { WatchlistService } from './watchlist.service';

@Module({
  controllers: [WatchlistController],
  providers: [WatchlistRepository, WatchlistService],
  exports: [WatchlistService],
})
export class WatchlistModule {}
