import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { WatchlistState } from '@reviews/libs/contract';

import { PagedDto } from '../../common/dto/paged.response';
import { WriteupCardDto } from '../../writeups';

export class WatchlistStateDto {
  @ApiProperty({ format: 'date-time', description: 'When it was put on the watchlist' })
  added!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When marked watched; null: to watch',
  })
  watched!: string | null;
}

/** A card on a watchlist with its entry's dates. */
export class WatchlistCardDto extends WriteupCardDto {
  @ApiProperty({ format: 'date-time' })
  added!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  watched!: string | null;
}

export class WatchlistPageDto extends PagedDto {
  @ApiProperty({ type: [WatchlistCardDto], description: 'Newest first' })
  writeups!: WatchlistCardDto[];
}

export class MyWatchlistDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(WatchlistStateDto) },
    description: 'Those of the asked writeups on my watchlist, by writeup id',
  })
  watchlist!: Record<string, WatchlistState>;
}
