import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { ReportRequest, VisibilityRequest } from '@reviews/libs/contract';
import { IsBoolean } from 'class-validator';

import { TrimmedText } from '../common/trimmed-text';

/** Body of POST /api/comment/:id/report: trimmed, 1 to 300 characters. */
export class ReportCommentDto implements ReportRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.reportReason })
  @TrimmedText(LIMITS.reportReason, 'A reason', { empty: 'Please give a reason' })
  reason: string;
}

/** Body of PATCH /api/comment/:id/visibility. */
export class CommentVisibilityDto implements VisibilityRequest {
  @ApiProperty({ description: 'true hides the comment from all but its author and moderators' })
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}
