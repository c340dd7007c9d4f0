import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIENCE_SCORE,
  DIARY,
  LIMITS,
  MEMBER_REVIEW_SORTS,
  type MemberReviewSort,
} from '@reviews/libs/constants';
import { AUDIENCE_SCORES } from '@reviews/libs/rules';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';
import { IfPresent } from '../../common/if-present';
import { Trim, TrimmedText } from '../../common/trimmed-text';

const STEPS = `${AUDIENCE_SCORES[0]}, ${AUDIENCE_SCORES[1]}, ..., ${AUDIENCE_SCORES.at(-1)}`;
/** Absent and null (none) are allowed. */
const IfGiven = (): PropertyDecorator =>
  ValidateIf((_object, value) => value !== undefined && value !== null);

/** Body of POST /api/writeup/:id/log and PATCH /api/log/:id; the day's range is checked by the service. */
export class LogDto {
  @ApiPropertyOptional({
    format: 'date',
    description: `YYYY-MM-DD; default today (UTC); not in the future, not before ${DIARY.earliestWatchedOn}`,
  })
  @IfPresent()
  @IsString({ message: 'watchedOn must be a date written YYYY-MM-DD' })
  watchedOn?: string;

  @ApiPropertyOptional({ description: 'Watched before (default false)' })
  @IfPresent()
  @IsBoolean({ message: 'rewatch must be true or false' })
  rewatch?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: AUDIENCE_SCORE.min,
    maximum: AUDIENCE_SCORE.max,
    multipleOf: AUDIENCE_SCORE.step,
    description: 'Five stars with halves; also sets my audience rating of the writeup. null: none',
  })
  @IfGiven()
  @IsIn(AUDIENCE_SCORES, { message: `score must be one of ${STEPS}` })
  score?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 1,
    maxLength: DIARY.review,
    description: 'Markdown (trimmed); null: none',
  })
  @IfGiven()
  @IsString({ message: 'A review must be text' })
  @MinLength(1, { message: 'A review cannot be empty' })
  @MaxLength(DIARY.review, { message: `A review can be at most ${DIARY.review} characters` })
  @Trim()
  review?: string | null;

  @ApiPropertyOptional({ description: 'The whole review holds spoilers (default false)' })
  @IfPresent()
  @IsBoolean({ message: 'spoiler must be true or false' })
  spoiler?: boolean;
}

/** Body of POST /api/log/:id/report: trimmed, 1 to 300 characters. */
export class ReportLogDto {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.reportReason })
  @TrimmedText(LIMITS.reportReason, 'A reason', { empty: 'Please give a reason' })
  reason!: string;
}

/** Body of PATCH /api/log/:id/visibility. */
export class LogVisibilityDto {
  @ApiProperty({ description: 'true hides the entry from all but its author and moderators' })
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;
}

/** Query of GET /api/user/:username/diary. */
export class DiaryQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ type: 'integer', description: 'Only the watches of that year' })
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'year must be a year of four digits' })
  year?: string;
}

/** Query of GET /api/writeup/:id/reviews. */
export class ReviewsQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ enum: MEMBER_REVIEW_SORTS, default: MEMBER_REVIEW_SORTS[0] })
  @IsOptional()
  @IsIn(MEMBER_REVIEW_SORTS, { message: `sort must be one of ${MEMBER_REVIEW_SORTS.join(', ')}` })
  sort?: MemberReviewSort;
}
