import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';

import { CommaSeparated } from '../../common/comma-separated';

/** Query of GET /api/me/likes. */
export class MyLikesQueryDto {
  @ApiPropertyOptional({ description: `Writeup ids, comma-separated (at most ${LIMITS.likesAsked})` })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `writeups can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'writeups must be ids of writeups, comma-separated' })
  writeups?: string[];

  @ApiPropertyOptional({ description: `Comment ids, comma-separated (at most ${LIMITS.likesAsked})` })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `comments can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'comments must be ids of comments, comma-separated' })
  comments?: string[];

  @ApiPropertyOptional({
    description: `Diary entry ids, comma-separated (at most ${LIMITS.likesAsked}); the answer then carries \`logs\``,
  })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `logs can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'logs must be ids of diary entries, comma-separated' })
  logs?: string[];
  /** product.md §16. */
  @ApiPropertyOptional({ description: `List ids, comma-separated (at most ${LIMITS.likesAsked})` })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `lists can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'lists must be ids of lists, comma-separated' })
  lists?: string[];
}
