import {
  LEADERBOARD_TYPES,
  type LeaderboardType,
  REVIEW_SORTS,
  type SortOption,
} from '@reviews/libs/constants';
import { Allow, IsIn, IsISO8601, IsOptional, IsString } from 'class-validator';

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** GET /api/writeup/listings */
export class ListingQueryDto {
  @IsOptional() @IsString() search?: string;
  /** JSON text `{ type, collections }`. */
  @IsOptional() @IsString() filter?: string;

  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: SortOption;

  /** Any text: non-numeric or below 1 means page 1. */
  @Allow() page?: unknown;

  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'excludeArticle must be true or false' })
  excludeArticle?: (typeof BOOLEAN_TEXT)[number];
}

/** GET /api/writeup/?filter= */
export class LookupQueryDto {
  /** JSON text `{ slug, type, includeRank }` or `{ title, type | excludeArticle }`. */
  @IsString() filter: string;
}

/** GET /api/writeup/leaderboard */
export class LeaderboardQueryDto {
  @Allow() page?: unknown;

  @IsOptional()
  @IsIn(LEADERBOARD_TYPES, { message: `type must be one of ${LEADERBOARD_TYPES.join(', ')}` })
  type?: LeaderboardType;

  @IsOptional() @IsString() username?: string;
}

/** GET /api/writeup/roundup/:username */
export class RoundupQueryDto {
  @IsISO8601({}, { message: 'start must be a date' }) start: string;
  @IsISO8601({}, { message: 'end must be a date' }) end: string;

  @IsOptional()
  @IsIn(LEADERBOARD_TYPES, { message: `type must be one of ${LEADERBOARD_TYPES.join(', ')}` })
  type?: LeaderboardType;
}
