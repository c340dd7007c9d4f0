import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';

/** `a,b,c` as a list of ids; a value of another shape goes on to fail validation. */
const CommaSeparated = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter((id) => id !== '') : value,
  );

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
}
