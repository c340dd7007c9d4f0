import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { IsOptional, IsUUID } from 'class-validator';

import { CommaSeparatedIds } from '../../common/comma-separated';

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

  @CommaSeparatedIds({
    of: 'diary entries',
    max: LIMITS.likesAsked,
    description: `Diary entry ids, comma-separated (at most ${LIMITS.likesAsked}): \`likes.logs\` (product.md §15)`,
  })
  logs?: string[];

  @CommaSeparatedIds({
    of: 'lists',
    max: LIMITS.likesAsked,
    description: `List ids, comma-separated (at most ${LIMITS.likesAsked}): \`likes.lists\` (product.md §16)`,
  })
  lists?: string[];
}
