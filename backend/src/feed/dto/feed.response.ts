import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { LogEntryDto } from '../../diary';
import { UserRefDto } from '../../users';
import { WriteupCardDto } from '../../writeups';

const KINDS = ['published', 'rated', 'commented', 'logged', 'listed'] as const;

export class FeedCommentDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Markdown; its ||spoilers|| render hidden' })
  content!: string;

  @ApiProperty({ description: '`content` rendered and sanitised at save: HTML' })
  contentHtml!: string;

  @ApiProperty({ description: 'Posted as containing spoilers: shown collapsed' })
  spoiler!: boolean;
}

export class FeedListDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  ranked!: boolean;

  @ApiProperty({ type: 'integer' })
  entryCount!: number;
}

export class FeedItemDto {
  @ApiProperty({ enum: KINDS })
  kind!: (typeof KINDS)[number];

  @ApiProperty({ type: UserRefDto, description: 'The member I follow who did it' })
  actor!: UserRefDto;

  @ApiPropertyOptional({
    type: WriteupCardDto,
    description: '`listed`: the first entry, when the list has one',
  })
  writeup?: WriteupCardDto;

  @ApiPropertyOptional({ type: FeedListDto, description: '`listed` (product.md §16): the public list made' })
  list?: FeedListDto;

  @ApiPropertyOptional({ type: 'integer', description: '`rated`: the score given, 10 to 100' })
  score?: number;

  @ApiPropertyOptional({ type: FeedCommentDto, description: '`commented`: the comment' })
  comment?: FeedCommentDto;

  @ApiPropertyOptional({
    type: LogEntryDto,
    description: "`logged`: the diary entry (a spoiler review's text left out)",
  })
  entry?: LogEntryDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

export class FeedDto extends PagedDto {
  @ApiProperty({ type: [FeedItemDto], description: 'Newest first' })
  items!: FeedItemDto[];
}
