import { ApiProperty } from '@nestjs/swagger';

/** The answer of every like and unlike (writeups, comments, diary entries, lists). */
export class LikesDto {
  @ApiProperty({ type: 'integer', description: 'Members who like it now' })
  likes!: number;
}
