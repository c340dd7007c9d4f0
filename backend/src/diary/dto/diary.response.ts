import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';
import { WriteupCardDto } from '../../writeups';

export class LogEntryDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ type: WriteupCardDto })
  writeup!: WriteupCardDto;

  @ApiProperty({ type: UserRefDto })
  user!: UserRefDto;

  @ApiProperty({ format: 'date', description: 'The day watched, YYYY-MM-DD' })
  watchedOn!: string;

  @ApiProperty()
  rewatch!: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: '10 to 100 (five stars with halves)' })
  score!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Markdown' })
  review!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The review as sanitised HTML' })
  reviewHtml!: string | null;

  @ApiProperty({ description: 'The whole review holds spoilers: shown collapsed' })
  spoiler!: boolean;

  @ApiProperty({ type: 'integer', description: 'Members who like it; may lag by up to 60 s' })
  likes!: number;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last changed by its author',
  })
  edited!: string | null;

  @ApiPropertyOptional({ type: Boolean, enum: [true], description: 'Hidden by a moderator' })
  hidden?: true;
}

export class LogEntriesPageDto extends PagedDto {
  @ApiProperty({ type: [LogEntryDto] })
  entries!: LogEntryDto[];
}
