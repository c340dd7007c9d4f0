import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  Notification,
  NotificationKind,
  NotificationsResponse,
  UnreadCountResponse,
} from '@reviews/libs/contract';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users/dto/user.response';
import { WriteupCardDto } from '../../writeups/dto/writeup.response';

const KINDS: NotificationKind[] = ['reply', 'like', 'follow', 'published'];

export class NotificationCommentDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Spoilers left out' })
  content!: string;
}

export class NotificationDto implements Notification {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ enum: KINDS })
  kind!: NotificationKind;

  @ApiProperty({ type: [UserRefDto], description: 'Who did it, newest first (likes of one thing gathered)' })
  actors!: UserRefDto[];

  @ApiProperty({ type: 'integer', description: 'How many did it' })
  actorCount!: number;

  @ApiPropertyOptional({ type: WriteupCardDto })
  writeup?: WriteupCardDto;

  @ApiPropertyOptional({ type: NotificationCommentDto, description: 'The reply, or the liked comment' })
  comment?: NotificationCommentDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty()
  read!: boolean;
}

export class NotificationsDto extends PagedDto implements NotificationsResponse {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  notifications!: NotificationDto[];
}

export class UnreadCountDto implements UnreadCountResponse {
  @ApiProperty({ type: 'integer', description: 'My unread notifications' })
  count!: number;
}
