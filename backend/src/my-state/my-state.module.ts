import { Module } from '@nestjs/common';

import { CommentsModule } from '../comments/comments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MyStateController } from './my-state.controller';
import { MyStateRepository } from './my-state.repository';
import { MyStateService } from './my-state.service';

@Module({
  imports: [CommentsModule, NotificationsModule],
  controllers: [MyStateController],
  providers: [MyStateService, MyStateRepository],
})
export class MyStateModule {}
