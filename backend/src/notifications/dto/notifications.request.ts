import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { ArrayMaxSize, IsArray, IsString, IsUUID, MaxLength } from 'class-validator';

import { IfPresent } from '../../common/if-present';

export class MarkNotificationsReadDto {
  @ApiPropertyOptional({
    type: [String],
    description: `Ids of my notifications (at most ${LIMITS.notificationsMarked}); none: all of them`,
  })
  @IfPresent()
  @IsArray({ message: 'ids must be a list of notification ids' })
  @ArrayMaxSize(LIMITS.notificationsMarked, {
    message: `ids can name at most ${LIMITS.notificationsMarked} notifications`,
  })
  @IsUUID('all', { each: true, message: 'ids must be notification ids' })
  ids?: string[];
}

export class DigestUnsubscribeDto {
  @ApiPropertyOptional({ description: "The token of a digest e-mail's unsubscribe link" })
  @IfPresent()
  @IsString({ message: 'token must be the token of an unsubscribe link' })
  @MaxLength(500, { message: 'token must be the token of an unsubscribe link' })
  token?: string;
}
