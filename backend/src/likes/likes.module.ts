import { Module } from '@nestjs/common';

import { DiaryModule } from '../diary/diary.module';
import { ListsModule } from '../lists/lists.module';
import { LikesController } from './likes.controller';
import { LikesRepository } from './likes.repository';
import { LikesService } from './likes.service';

@Module({
  imports: [DiaryModule, ListsModule],
  controllers: [LikesController],
  providers: [LikesRepository, LikesService],
  exports: [LikesService],
})
export class LikesModule {}
