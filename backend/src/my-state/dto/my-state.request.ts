import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

import { MyFollowsQueryDto } from '../../follows/dto/follows.request';
import { MyRatingsQueryDto } from '../../ratings/dto/ratings.request';

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
}
