import { ApiProperty, PickType } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { WriteupCardDto } from '../../writeups';

export class ProfileCommentWriteupDto extends PickType(WriteupCardDto, [
  '_id',
  'type',
  'slug',
  'title',
  'season',
] as const) {}

export class ProfileCommentDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Plain text without spoilers; empty for a comment posted as a spoiler' })
  excerpt!: string;

  @ApiProperty()
  spoiler!: boolean;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({ type: ProfileCommentWriteupDto })
  writeup!: ProfileCommentWriteupDto;
}

/** GET /api/user/:username/comments. */
export class ProfileCommentsDto extends PagedDto {
  @ApiProperty({ type: [ProfileCommentDto] })
  comments!: ProfileCommentDto[];
}
