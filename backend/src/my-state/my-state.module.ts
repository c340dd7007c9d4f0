import { Module } from '@nestjs/common';

import { CommentsModule } from '../comments/comments.module';
import { MyStateController } from './my-state.controller';
import { MyStateRepository } from './my-state.repository';
import { MyStateService } from './my-state.service';

@Module({
  imports: [CommentsModule],
  controllers: [MyStateController],
  providers: [MyStateService, MyStateRepository],
})
export class MyStateModule {}
