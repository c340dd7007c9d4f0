import { ApiProperty } from '@nestjs/swagger';
import type { Paged } from '@reviews/libs/contract';

/** The page facts of every paged answer; the pages extend it with their items. */
export abstract class PagedDto implements Paged {
  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer' })
  totalPages!: number;

  @ApiProperty({ type: 'integer' })
  totalMatched!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}
