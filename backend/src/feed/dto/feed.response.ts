import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FeedItem, FeedItemKind, FeedResponse } from '@reviews/libs/contract';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users/dto/user.response';
import { WriteupCardDto } from '../../writeups/dto/writeup.response';

const KINDS: FeedItemKind[] = ['published', 'rated', 'commented'];

export class FeedCommentDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Markdown; its ||spoilers|| render hidden' })
  content!: string;

  @ApiProperty({ description: 'Posted as containing spoilers: shown collapsed' })
  spoiler!: boolean;
}

export class FeedItemDto implements FeedItem {
  @ApiProperty({ enum: KINDS })
  kind!: FeedItemKind;

  @ApiProperty({ type: UserRefDto, description: 'The member I follow who did it' })
  actor!: UserRefDto;

  @ApiProperty({ type: WriteupCardDto })
  writeup!: WriteupCardDto;

  @ApiPropertyOptional({ type: 'integer', description: '`rated`: the score given, 10 to 100' })
  score?: number;

  @ApiPropertyOptional({ type: FeedCommentDto, description: '`commented`: the comment' })
  comment?: FeedCommentDto;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

export class FeedDto extends PagedDto implements FeedResponse {
  @ApiProperty({ type: [FeedItemDto], description: 'Newest first' })
  items!: FeedItemDto[];
}
