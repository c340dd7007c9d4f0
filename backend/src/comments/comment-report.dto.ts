import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { ReportRequest, VisibilityRequest } from '@reviews/libs/contract';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/comment/:id/report: trimmed, 1 to 300 characters. */
export class ReportCommentDto implements ReportRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.reportReason })
  @Transform(trim)
  @MaxLength(LIMITS.reportReason, { message: `A reason can be at most ${LIMITS.reportReason} characters` })
  @MinLength(1, { message: 'Please give a reason' })
  @IsString({ message: 'A reason must be text' })
  reason: string;
}

/** Body of PATCH /api/comment/:id/visibility. */
export class CommentVisibilityDto implements VisibilityRequest {
  @ApiProperty({ description: 'true hides the comment from all but its author and moderators' })
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}
