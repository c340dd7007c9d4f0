import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { Allow, IsBoolean, IsIn, IsOptional } from 'class-validator';

import { CommaSeparatedIds } from '../../common/comma-separated';
import { ApiPageField } from '../../common/dto/paged.response';

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** Body of PATCH /api/watchlist/:writeupId. */
export class WatchlistMarkDto {
  @ApiProperty({ description: 'true: watched now (an earlier date stays); false: to watch again' })
  @IsBoolean({ message: 'watched must be true or false' })
  watched!: boolean;
}

/** Query of GET /api/watchlist. */
export class WatchlistQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({
    enum: BOOLEAN_TEXT,
    description: 'true: watched only; false: to watch only; absent: all',
  })
  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'watched must be true or false' })
  watched?: (typeof BOOLEAN_TEXT)[number];
}

/** Query of GET /api/user/:username/watchlist. */
export class PublicWatchlistQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;
}

/** Query of GET /api/me/watchlist. */
export class MyWatchlistQueryDto {
  @CommaSeparatedIds({
    of: 'writeups',
    max: LIMITS.filmLifeAsked,
    description: `Writeup ids, comma-separated (at most ${LIMITS.filmLifeAsked})`,
  })
  writeups?: string[];
}
