import { ApiProperty } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';

export class AnnouncementResponseDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: UserRefDto })
  admin!: UserRefDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

/** GET /api/announcement. */
export class AnnouncementsPageDto extends PagedDto {
  @ApiProperty({ type: [AnnouncementResponseDto], description: 'Newest first' })
  announcements!: AnnouncementResponseDto[];
}
