import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';

import { PagedDto } from '../../common/dto/paged.response';
import { LogEntryDto } from '../../diary';
import { UserRefDto } from '../../users';

export class CommentResponseDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  content!: string;

  @ApiProperty({ description: '`content` rendered and sanitised at save: HTML' })
  contentHtml!: string;

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

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The top-level comment it answers',
  })
  replyTo!: string | null;

  @ApiProperty({ type: 'integer', description: 'Members who like it; may lag by up to 60 s' })
  likes!: number;

  @ApiProperty({ description: 'Posted as containing spoilers' })
  spoiler!: boolean;
}

export class MyCommentsDto {
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

/** One member's report of a comment. */
export class ReportDetailDto {
  @ApiProperty()
  reason!: string;

  @ApiProperty({
    description: "The comment's text when this report was made; differs from `comment.content` once edited",
  })
  reportedContent!: string;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

export class ReportedCommentDto {
  @ApiProperty({ type: String, enum: ['comment'], description: 'The queue holds comments and diary entries' })
  kind!: 'comment';

  @ApiProperty({ type: CommentResponseDto })
  comment!: CommentResponseDto;

  @ApiProperty({ type: ReportedWriteupDto })
  writeup!: ReportedWriteupDto;

  @ApiProperty({
    type: 'integer',
    description: 'How many reports it has (in the reported view: open ones only)',
  })
  count!: number;

  @ApiProperty({ type: [String], description: 'Newest first' })
  reasons!: string[];

  @ApiProperty({
    type: [ReportDetailDto],
    description: 'The same reports, newest first, each with the text it was made against',
  })
  details!: ReportDetailDto[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null for a comment hidden without a report',
  })
  lastReported!: string | null;
}

/** A diary entry in the moderators' queue (product.md §15). */
export class ReportedLogEntryDto {
  @ApiProperty({ type: String, enum: ['review'] })
  kind!: 'review';

  @ApiProperty({ type: LogEntryDto })
  entry!: LogEntryDto;

  @ApiProperty({ type: ReportedWriteupDto })
  writeup!: ReportedWriteupDto;

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [String], description: 'Newest first' })
  reasons!: string[];

  @ApiProperty({
    type: [ReportDetailDto],
    description: 'The same reports, newest first, each with the review it was made against',
  })
  details!: ReportDetailDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastReported!: string | null;
}

/** GET /api/comment/reports. */
@ApiExtraModels(ReportedCommentDto, ReportedLogEntryDto)
export class ReportsPageDto extends PagedDto {
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: [{ $ref: getSchemaPath(ReportedCommentDto) }, { $ref: getSchemaPath(ReportedLogEntryDto) }],
    },
    description:
      'Comments (`kind: "comment"`) and diary entries (`kind: "review"`), most reported first, then newest report; the dismissed view most recently dismissed first',
  })
  reports!: (ReportedCommentDto | ReportedLogEntryDto)[];
}

/** GET /api/me/reports. */
export class MyReportsDto {
  @ApiProperty({ type: [String], description: 'Ids of the comments I have reported' })
  comments!: string[];
}
