import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class MyLikesDto {
  @ApiProperty({ type: [String], description: 'Those of the asked writeups I like' })
  writeups!: string[];

  @ApiProperty({ type: [String], description: 'Those of the asked comments I like' })
  comments!: string[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Those of the asked diary entries I like (when logs was asked)',
  })
  logs?: string[];
  @ApiPropertyOptional({
    type: [String],
    description: 'Those of the asked lists I like (when lists were asked)',
  })
  lists?: string[];
}
