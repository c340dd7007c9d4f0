import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { IsBoolean, IsUUID } from 'class-validator';

import { IfPresent } from '../../common/if-present';

import { TrimmedText } from '../../common/trimmed-text';

/** Body of PATCH /api/comment/:id: trimmed, 1 to 300 characters. */
export class CommentDto {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.comment })
  @TrimmedText(LIMITS.comment, 'A comment')
  content: string;
}

/** Body of POST /api/comment/:writeupId: a comment, or a reply to one of the same writeup. */
export class NewCommentDto extends CommentDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The comment this answers (a reply to a reply joins its thread)',
  })
  @IfPresent()
  @IsUUID('all', { message: 'replyTo must be the id of a comment' })
  replyTo?: string;

  @ApiPropertyOptional({ description: 'Contains spoilers: shown collapsed' })
  @IfPresent()
  @IsBoolean({ message: 'spoiler must be true or false' })
  spoiler?: boolean;
}

/** Query of GET /api/me/comments. */
export class MyCommentsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The writeup whose comments are asked for' })
  @IsUUID('all', { message: 'writeup must be the id of a writeup' })
  writeup: string;
}
