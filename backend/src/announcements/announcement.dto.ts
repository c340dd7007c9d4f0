import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';
import type { AnnouncementRequest } from '@reviews/libs/contract';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

// Rules run bottom-up and the first failure is the message: the type check comes last.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/announcement/: both fields trimmed and non-empty (spec §5). */
export class AnnouncementDto implements AnnouncementRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.announcementTitle })
  @Transform(trim)
  @MaxLength(LIMITS.announcementTitle, {
    message: `The title can be at most ${LIMITS.announcementTitle} characters`,
  })
  @MinLength(1, { message: 'The title cannot be empty' })
  @IsString({ message: 'The title must be text' })
  title: string;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.announcementContent })
  @Transform(trim)
  @MaxLength(LIMITS.announcementContent, {
    message: `The content can be at most ${LIMITS.announcementContent} characters`,
  })
  @MinLength(1, { message: 'The content cannot be empty' })
  @IsString({ message: 'The content must be text' })
  content: string;
}
