import { ApiProperty } from '@nestjs/swagger';

export class AudienceScoreDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The mean score rounded; null under 3 ratings',
  })
  audienceScore!: number | null;

  @ApiProperty({ type: 'integer', description: 'Members who rated it now' })
  audienceCount!: number;
}

export class RatingsSummaryDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'integer' },
    minItems: 10,
    maxItems: 10,
    description: 'How many rated 10, 20, ..., 100',
  })
  histogram!: number[];

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The mean to one decimal; null under 3 ratings' })
  mean!: number | null;
}

export class MyRatingsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'My score of each of the asked writeups I rated, by writeup id',
  })
  ratings!: Record<string, number>;
}
