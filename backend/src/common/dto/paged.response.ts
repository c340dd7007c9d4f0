import { ApiProperty, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';

/** The page facts of every paged answer; the pages extend it with their items. */
export abstract class PagedDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer' })
  totalPages!: number;

  @ApiProperty({ type: 'integer' })
  totalMatched!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}

const PAGE = {
  type: 'integer',
  required: false,
  description: 'Not a number or below 1: page 1; past the end: the last page',
} as const;

/** The `page` query parameter of a paged call. */
export const ApiPageQuery = (): MethodDecorator => ApiQuery({ name: 'page', ...PAGE });

/** The `page` field of a paged call's query DTO. */
export const ApiPageField = (): PropertyDecorator => ApiPropertyOptional(PAGE);
