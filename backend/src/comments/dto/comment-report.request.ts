import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, REPORT_STATUSES, type ReportStatus } from '@reviews/libs/constants';
import { Allow, IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';
import { TrimmedText } from '../../common/trimmed-text';

/** Body of POST /api/comment/:id/report: trimmed, 1 to 300 characters. */
export class ReportCommentDto {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.reportReason })
  @TrimmedText(LIMITS.reportReason, 'A reason', { empty: 'Please give a reason' })
  reason: string;
}

/** Body of PATCH /api/comment/:id/visibility. */
export class CommentVisibilityDto {
  @ApiProperty({ description: 'true hides the comment from all but its author and moderators' })
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}

/** GET /api/comment/reports */
export class ReportsQueryDto {
  @ApiPropertyOptional({
    enum: REPORT_STATUSES,
    default: 'reported',
    description:
      'reported: visible comments with open reports; hidden: hidden comments; dismissed: visible comments whose reports were dismissed',
  })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of ${REPORT_STATUSES.join(', ')}` })
  status?: ReportStatus;

  @ApiPageField()
  @Allow()
  page?: unknown;
}

/** GET /api/me/reports */
export class MyReportsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The writeup whose comments are asked about' })
  @IsUUID('all', { message: 'writeup must be the id of a writeup' })
  writeup: string;
}
