import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { CommentRequest } from '@reviews/libs/contract';

import { TrimmedText } from '../common/trimmed-text';

/** Body of POST /api/comment/:writeupId and PATCH /api/comment/:id: trimmed, 1 to 300 characters. */
export class CommentDto implements CommentRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.comment })
  @TrimmedText(LIMITS.comment, 'A comment')
  content: string;
}
