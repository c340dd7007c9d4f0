import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { CommentRequest } from '@reviews/libs/contract';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

// Rules run bottom-up and the first failure is the message: the type check comes last.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/comment/:writeupId and PATCH /api/comment/:id: trimmed, 1 to 300 characters. */
export class CommentDto implements CommentRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.comment })
  @Transform(trim)
  @MaxLength(LIMITS.comment, { message: `A comment can be at most ${LIMITS.comment} characters` })
  @MinLength(1, { message: 'A comment cannot be empty' })
  @IsString({ message: 'A comment must be text' })
  content: string;
}
