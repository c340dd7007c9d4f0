import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { CommentRequest } from '@reviews/libs/contract';
import { IsUUID } from 'class-validator';

import { TrimmedText } from '../../common/trimmed-text';

/** Body of POST /api/comment/:writeupId and PATCH /api/comment/:id: trimmed, 1 to 300 characters. */
export class CommentDto implements CommentRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.comment })
  @TrimmedText(LIMITS.comment, 'A comment')
  content: string;
}

/** Query of GET /api/me/comments. */
export class MyCommentsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The writeup whose comments are asked for' })
  @IsUUID('all', { message: 'writeup must be the id of a writeup' })
  writeup: string;
}
