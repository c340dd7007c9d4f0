import { ApiProperty } from '@nestjs/swagger';

export class NewsletterStatsDto {
  @ApiProperty({ description: 'Subscribers who followed their confirmation link' })
  confirmed!: number;

  @ApiProperty({ description: 'Addresses whose confirmation link was not followed yet' })
  pending!: number;
}
