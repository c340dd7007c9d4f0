import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';
import { WriteupCardDto } from '../../writeups';

const KINDS = ['reply', 'like', 'follow', 'published'] as const;

export class NotificationCommentDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Spoilers left out' })
  content!: string;
}

/** A liked diary entry (product.md §15). */
export class NotificationLogDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Its review, spoilers left out; null without one',
  })
  review!: string | null;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ enum: KINDS })
  kind!: (typeof KINDS)[number];

  @ApiProperty({ type: [UserRefDto], description: 'Who did it, newest first (likes of one thing gathered)' })
  actors!: UserRefDto[];

  @ApiProperty({ type: 'integer', description: 'How many did it' })
  actorCount!: number;

  @ApiPropertyOptional({ type: WriteupCardDto })
  writeup?: WriteupCardDto;

  @ApiPropertyOptional({ type: NotificationCommentDto, description: 'The reply, or the liked comment' })
  comment?: NotificationCommentDto;

  @ApiPropertyOptional({ type: NotificationLogDto, description: 'The liked diary entry' })
  log?: NotificationLogDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty()
  read!: boolean;
}

export class NotificationsDto extends PagedDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  notifications!: NotificationDto[];
}

export class UnreadCountDto {
  @ApiProperty({ type: 'integer', description: 'My unread notifications' })
  count!: number;
}
