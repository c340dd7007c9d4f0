import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DISCUSSED,
  LEADERBOARD_TYPES,
  type LeaderboardType,
  REVIEW_SORTS,
  type SortOption,
} from '@reviews/libs/constants';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, Min } from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** GET /api/writeup/listings */
export class ListingQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  search?: string;

  @ApiPropertyOptional({ description: 'JSON text `{ type, collections, author }` (author: a username)' })
  @IsOptional()
  @IsString()
  filter?: string;

  @ApiPropertyOptional({ enum: REVIEW_SORTS })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: SortOption;

  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ enum: BOOLEAN_TEXT })
  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'excludeArticle must be true or false' })
  excludeArticle?: (typeof BOOLEAN_TEXT)[number];
}

/** GET /api/writeup/drafts */
export class DraftsQueryDto {
  @ApiPropertyOptional({ description: 'Text the title holds, any case' })
  @IsOptional()
  @IsString()
  search?: string;

  @ApiPropertyOptional({ description: 'JSON text `{ status: draft | scheduled, type, author }`' })
  @IsOptional()
  @IsString()
  filter?: string;

  @ApiPropertyOptional({ enum: REVIEW_SORTS, description: 'Without it: the most recently saved first' })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: SortOption;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'Without it: every match; with it, that page (past the end: the last page)',
  })
  @Allow()
  page?: unknown;
}

/** GET /api/writeup/?filter= */
export class LookupQueryDto {
  @ApiProperty({
    description: 'JSON text `{ slug, type, includeRank }` or `{ title, type | excludeArticle }`',
  })
  @IsString()
  filter: string;
}

/** GET /api/writeup/leaderboard */
export class LeaderboardQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ enum: LEADERBOARD_TYPES })
  @IsOptional()
  @IsIn(LEADERBOARD_TYPES, { message: `type must be one of ${LEADERBOARD_TYPES.join(', ')}` })
  type?: LeaderboardType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  username?: string;
}

/** GET /api/writeup/roundup/:username */
export class RoundupQueryDto {
  @ApiProperty({ format: 'date-time', description: 'Inclusive' })
  @IsISO8601({}, { message: 'start must be a date' })
  start: string;

  @ApiProperty({ format: 'date-time', description: 'Exclusive' })
  @IsISO8601({}, { message: 'end must be a date' })
  end: string;

  @ApiPropertyOptional({ enum: LEADERBOARD_TYPES })
  @IsOptional()
  @IsIn(LEADERBOARD_TYPES, { message: `type must be one of ${LEADERBOARD_TYPES.join(', ')}` })
  type?: LeaderboardType;
}

/** An optional whole number within bounds, from its query text; anything else fails with one message. */
function BoundedInteger(
  name: string,
  bounds: { min: number; max: number; default: number },
): PropertyDecorator {
  const message = `${name} must be a whole number from ${bounds.min} to ${bounds.max}`;
  return (target, key) => {
    ApiPropertyOptional({
      type: 'integer',
      minimum: bounds.min,
      maximum: bounds.max,
      default: bounds.default,
    })(target, key);
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(bounds.min, { message })(target, key);
    Max(bounds.max, { message })(target, key);
  };
}

/** GET /api/writeup/discussed */
export class DiscussedQueryDto {
  @BoundedInteger('days', DISCUSSED.days)
  days?: number;

  @BoundedInteger('limit', DISCUSSED.limit)
  limit?: number;
}
