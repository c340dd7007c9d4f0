import { Module } from '@nestjs/common';

import { CommentsModule } from '../comments/comments.module';
import { FollowsModule } from '../follows/follows.module';
import { LikesModule } from '../likes/likes.module';
import { RatingsModule } from '../ratings/ratings.module';
import { WatchlistModule } from '../watchlist/watchlist.module';
import { MyStateController } from './my-state.controller';
import { MyStateService } from './my-state.service';

@Module({
  imports: [LikesModule, RatingsModule, WatchlistModule, CommentsModule, FollowsModule],
  controllers: [MyStateController],
  providers: [MyStateService],
})
export class MyStateModule {}
