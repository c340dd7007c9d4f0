import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module';
import { JobsModule } from '../jobs/jobs.module';
import { DigestRepository } from './digest.repository';
import { DigestUnsubscribeService } from './digest-unsubscribe.service';
import { FollowerFanOut } from './follower-fan-out';
import { FollowerFanOutRepository } from './follower-fan-out.repository';
import { NotificationDigestService } from './notification-digest.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** Notifications (product.md §13); their entries are written by the actions (queries/notification-writes.ts). */
@Module({
  imports: [JobsModule, MailModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    DigestRepository,
    NotificationDigestService,
    DigestUnsubscribeService,
    FollowerFanOutRepository,
    FollowerFanOut,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
