import { ApiProperty } from '@nestjs/swagger';
import { LIST_VISIBILITIES, type ListVisibility } from '@reviews/libs/constants';

import { WriteupCardDto } from '../../writeups';

class ListOwnerDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;
}

export class ListEntryDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Its place from 1; null when the list is not ranked',
  })
  rank!: number | null;

  @ApiProperty({ type: WriteupCardDto })
  writeup!: WriteupCardDto;

  @ApiProperty({ description: 'Markdown; may be empty' })
  note!: string;

  @ApiProperty({ description: 'The note as sanitised HTML' })
  noteHtml!: string;

  @ApiProperty({ description: 'The note reveals the plot: show it hidden' })
  spoiler!: boolean;
}

export class MemberListDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ description: 'Markdown; may be empty' })
  description!: string;

  @ApiProperty({ description: 'The description as sanitised HTML' })
  descriptionHtml!: string;

  @ApiProperty()
  ranked!: boolean;

  @ApiProperty({ enum: LIST_VISIBILITIES })
  visibility!: ListVisibility;

  @ApiProperty({ type: ListOwnerDto })
  user!: ListOwnerDto;

  @ApiProperty({
    type: [ListEntryDto],
    description: 'In order; only published writeups; in paged answers, the first five',
  })
  entries!: ListEntryDto[];

  @ApiProperty({ type: 'integer', description: 'How many published writeups the list holds' })
  entryCount!: number;

  @ApiProperty({ type: 'integer' })
  likes!: number;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({ format: 'date-time' })
  updated!: string;
}

export class ListsPageDto {
  @ApiProperty({ type: [MemberListDto] })
  lists!: MemberListDto[];

  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer' })
  totalPages!: number;
}
