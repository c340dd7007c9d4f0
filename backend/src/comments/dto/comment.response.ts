import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import type { Comment, MyCommentsResponse, ReportedComment, ReportsResponse } from '@reviews/libs/contract';

import { PagedDto } from '../../common/paged.dto';
import { UserRefDto } from '../../users/dto/user.response';

export class CommentResponseDto implements Comment {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: UserRefDto })
  user!: UserRefDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiPropertyOptional({ description: 'Present (true) once its author has changed it' })
  edited?: boolean;

  @ApiPropertyOptional({
    description: 'Present (true) when a moderator hid it; only its author and moderators get it then',
  })
  hidden?: boolean;
}

export class MyCommentsDto implements MyCommentsResponse {
  @ApiProperty({ type: [CommentResponseDto], description: 'Oldest first, each `hidden: true`' })
  comments!: CommentResponseDto[];
}

/** The writeup a reported comment is on. */
export class ReportedWriteupDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  slug!: string | null;

  @ApiProperty({ enum: WRITEUP_TYPES })
  type!: WriteupType;
}

export class ReportedCommentDto implements ReportedComment {
  @ApiProperty({ type: CommentResponseDto })
  comment!: CommentResponseDto;

  @ApiProperty({ type: ReportedWriteupDto })
  writeup!: ReportedWriteupDto;

  @ApiProperty({ type: 'integer', description: 'How many reports it has' })
  count!: number;

  @ApiProperty({ type: [String], description: 'Newest first' })
  reasons!: string[];

  @ApiProperty({ format: 'date-time' })
  lastReported!: string;
}

/** GET /api/comment/reports. */
export class ReportsPageDto extends PagedDto implements ReportsResponse {
  @ApiProperty({ type: [ReportedCommentDto], description: 'Most reported first, then newest' })
  reports!: ReportedCommentDto[];
}
