import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsOptional, IsString, MaxLength } from 'class-validator';

/** Query of GET /api/me/follows. */
export class MyFollowsQueryDto {
  @ApiPropertyOptional({ description: `Usernames, comma-separated (at most ${LIMITS.followsAsked})` })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter((name) => name !== '') : value,
  )
  @ArrayMaxSize(LIMITS.followsAsked, { message: `users can name at most ${LIMITS.followsAsked} usernames` })
  @IsString({ each: true, message: 'users must be usernames, comma-separated' })
  @MaxLength(LIMITS.usernameMax, { each: true, message: 'users must be usernames, comma-separated' })
  users?: string[];
}
