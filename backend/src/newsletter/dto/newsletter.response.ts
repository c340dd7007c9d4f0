import { ApiProperty } from '@nestjs/swagger';
import type { NewsletterStatsResponse } from '@reviews/libs/contract';

export class NewsletterStatsDto implements NewsletterStatsResponse {
  @ApiProperty({ description: 'Subscribers who followed their confirmation link' })
  confirmed!: number;

  @ApiProperty({ description: 'Addresses whose confirmation link was not followed yet' })
  pending!: number;
}
