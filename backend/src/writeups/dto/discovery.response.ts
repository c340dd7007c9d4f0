import { ApiProperty } from '@nestjs/swagger';

import { WriteupCardDto } from './writeup.response';

/** GET /api/writeup/:id/related. */
export class RelatedWriteupsDto {
  @ApiProperty({ type: [WriteupCardDto], description: "The author's other writeups, newest first" })
  moreByAuthor!: WriteupCardDto[];

  @ApiProperty({
    type: [WriteupCardDto],
    description: 'Others sharing a collection (first) or a genre, none of moreByAuthor',
  })
  related!: WriteupCardDto[];
}

export class CollectionSummaryDto {
  @ApiProperty()
  slug!: string;

  @ApiProperty({ type: 'integer', description: 'Writeups the reader sees in the collection' })
  count!: number;

  @ApiProperty({ type: [String], description: 'Posters of its newest writeups (at most 3)' })
  posters!: string[];
}

/** GET /api/writeup/collections. */
export class CollectionSummariesDto {
  @ApiProperty({ type: [CollectionSummaryDto] })
  collections!: CollectionSummaryDto[];
}
