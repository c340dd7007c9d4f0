import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';
import { WRITEUP_CARD_FIELDS } from '@reviews/libs/contract';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';

/** A writeup as the detail read and the editor get it. */
export class WriteupDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ enum: WRITEUP_TYPES })
  type!: WriteupType;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  slug!: string | null;

  @ApiProperty()
  headline!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes' })
  runtime!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  season!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  releaseYear!: number | null;

  @ApiProperty()
  mpaa!: string;

  @ApiProperty()
  director!: string;

  @ApiProperty({ type: [String] })
  genre!: string[];

  @ApiProperty()
  poster!: string;

  @ApiProperty({ description: "The poster's dominant colour (#rrggbb), shown while it loads; '' if unknown" })
  posterPlaceholder!: string;

  @ApiProperty()
  image!: string;

  @ApiProperty({
    example: '50% 30%',
    description: "The poster's focal point: CSS object-position percentages",
  })
  posterFocus!: string;

  @ApiProperty({
    example: '50% 30%',
    description: "The banner's focal point: CSS object-position percentages",
  })
  imageFocus!: string;
  @ApiProperty({ description: "The banner's dominant colour (#rrggbb), shown while it loads; '' if unknown" })
  imagePlaceholder!: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty({ type: [String] })
  collections!: string[];

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  rating!: number;

  @ApiProperty({ description: 'Markdown' })
  content!: string;

  @ApiProperty({ description: '`content` rendered and sanitised at save, placeholders filled: HTML' })
  contentHtml!: string;

  @ApiPropertyOptional({ description: 'Admins and root only' })
  notes?: string;

  @ApiPropertyOptional({ description: '`notes` rendered and sanitised at save: HTML; admins and root only' })
  notesHtml?: string;

  @ApiProperty({ type: UserRefDto })
  admin!: UserRefDto;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  visibleAfter!: string | null;

  @ApiProperty({ format: 'date-time' })
  updated!: string;

  @ApiProperty()
  draft!: boolean;

  @ApiPropertyOptional({ type: 'integer', description: 'Only when asked for (leaderboard, includeRank)' })
  rank?: number;

  @ApiPropertyOptional({ description: 'Only on the leaderboard: another review shares the rank' })
  tied?: boolean;

  @ApiProperty({ type: 'integer', description: 'Members who like it; may lag by up to 60 s' })
  likes!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "Members' mean score (10-100), rounded; null under 3 ratings; may lag by up to 60 s",
  })
  audienceScore!: number | null;

  @ApiProperty({ type: 'integer', description: 'Members who rated it; may lag by up to 60 s' })
  audienceCount!: number;
}

/** A writeup in a list: what a card shows, without the markdown. */
export class WriteupCardDto extends PickType(WriteupDto, WRITEUP_CARD_FIELDS) {}

export class DiscussedWriteupDto extends WriteupCardDto {
  @ApiProperty({
    type: 'integer',
    description: 'Comments shown to everyone written in the window; may lag by up to 60 s',
  })
  comments!: number;
}

/** GET /api/writeup/discussed. */
export class DiscussedWriteupsDto {
  @ApiProperty({ type: [DiscussedWriteupDto] })
  writeups!: DiscussedWriteupDto[];
}

/** GET /api/writeup/listings and /api/writeup/leaderboard. */
export class ListingDto extends PagedDto {
  @ApiProperty({ type: [WriteupCardDto] })
  writeups!: WriteupCardDto[];
}

export class DraftWriteupDto extends WriteupDto {
  @ApiProperty({ enum: ['draft', 'scheduled'] })
  status!: 'draft' | 'scheduled';
}

/** GET /api/writeup/drafts: the page facts only when a page was asked for. */
export class DraftsDto {
  @ApiProperty({ type: [DraftWriteupDto] })
  writeups!: DraftWriteupDto[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  page?: number;

  @ApiPropertyOptional({ type: 'integer' })
  totalPages?: number;

  @ApiPropertyOptional({ type: 'integer' })
  totalMatched?: number;

  @ApiPropertyOptional({ type: 'integer' })
  pageSize?: number;
}

/** GET /api/writeup/user/:username. */
export class UserWriteupsDto {
  @ApiProperty({ type: [WriteupCardDto] })
  writeups!: WriteupCardDto[];
}

/** GET /api/writeup/roundup/:username. */
export class RoundupDto {
  @ApiProperty({ type: [WriteupCardDto], description: 'Published by the user in [start, end)' })
  authored!: WriteupCardDto[];

  @ApiProperty({ type: [WriteupCardDto], description: 'Commented on by the user in [start, end)' })
  commented!: WriteupCardDto[];
}

/** POST /api/writeup: the new draft. */
export class CreatedWriteupDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
}
