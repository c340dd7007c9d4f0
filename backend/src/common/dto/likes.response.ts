import { ApiProperty } from '@nestjs/swagger';
import type { LikesResponse } from '@reviews/libs/contract';

/** The answer of every like and unlike (writeups, comments, diary entries, lists). */
export class LikesDto implements LikesResponse {
  @ApiProperty({ type: 'integer', description: 'Members who like it now' })
  likes!: number;
}
