import { ApiProperty } from '@nestjs/swagger';
import type { LikesResponse, MyLikesResponse } from '@reviews/libs/contract';

export class LikesDto implements LikesResponse {
  @ApiProperty({ type: 'integer', description: 'Members who like it now' })
  likes!: number;
}

export class MyLikesDto implements MyLikesResponse {
  @ApiProperty({ type: [String], description: 'Those of the asked writeups I like' })
  writeups!: string[];

  @ApiProperty({ type: [String], description: 'Those of the asked comments I like' })
  comments!: string[];
}
