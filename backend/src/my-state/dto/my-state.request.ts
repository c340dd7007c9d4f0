import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';

import { CommaSeparated } from '../../common/comma-separated';

import { MyFollowsQueryDto } from '../../follows';
import { MyRatingsQueryDto } from '../../ratings';

/**
 * Query of GET /api/me/state: `writeups` and `users` exactly as GET /api/me/ratings and
 * /api/me/follows take them (same limits, same messages), and one writeup whose thread is asked.
 */
export class MyStateQueryDto extends IntersectionType(MyRatingsQueryDto, MyFollowsQueryDto) {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A writeup: my likes on its comments, my hidden comments and my reports there',
  })
  @IsOptional()
  @IsUUID('all', { message: 'thread must be the id of a writeup' })
  thread?: string;

  @ApiPropertyOptional({
    description: `Diary entry ids, comma-separated (at most ${LIMITS.likesAsked}): \`likes.logs\` (product.md §15)`,
  })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `logs can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'logs must be ids of diary entries, comma-separated' })
  logs?: string[];

  @ApiPropertyOptional({
    description: `List ids, comma-separated (at most ${LIMITS.likesAsked}): \`likes.lists\` (product.md §16)`,
  })
  @IsOptional()
  @CommaSeparated()
  @ArrayMaxSize(LIMITS.likesAsked, { message: `lists can name at most ${LIMITS.likesAsked} ids` })
  @IsUUID('all', { each: true, message: 'lists must be ids of lists, comma-separated' })
  lists?: string[];
}
