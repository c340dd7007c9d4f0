import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@reviews/libs/constants';

import { TrimmedText } from '../../common/trimmed-text';

/** Body of POST /api/announcement/: both fields trimmed and non-empty (spec §5). */
export class AnnouncementDto {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.announcementTitle })
  @TrimmedText(LIMITS.announcementTitle, 'The title')
  title: string;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.announcementContent })
  @TrimmedText(LIMITS.announcementContent, 'The content')
  content: string;
}
