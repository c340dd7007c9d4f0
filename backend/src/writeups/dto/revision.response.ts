import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import {
  REVISION_KINDS,
  REVISION_STATES,
  type RevisionKind,
  type RevisionState,
} from '@reviews/libs/contract';

import { WriteupDto } from './writeup.response';

export class RevisionAuthorDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  username!: string;
}

export class RevisionSummaryDto {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({ type: RevisionAuthorDto, nullable: true, description: 'Null once that account was deleted' })
  user!: RevisionAuthorDto | null;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: REVISION_KINDS, description: "The editor's autosave, or a person's save" })
  kind!: RevisionKind;

  @ApiProperty({ enum: REVISION_STATES, description: 'What the save made of the writeup' })
  state!: RevisionState;

  @ApiProperty({ type: 'integer', description: 'Content words added since the revision before it' })
  wordsAdded!: number;

  @ApiProperty({ type: 'integer', description: 'Content words removed since the revision before it' })
  wordsRemoved!: number;
}

/** GET /api/writeup/:id/revisions. */
export class RevisionsDto {
  @ApiProperty({ type: [RevisionSummaryDto], description: 'Newest first' })
  revisions!: RevisionSummaryDto[];
}

/** GET /api/writeup/:id/revisions/:revisionId: the summary and every field the revision kept. */
export class RevisionDto extends IntersectionType(
  RevisionSummaryDto,
  PickType(WriteupDto, [
    'headline',
    'mpaa',
    'director',
    'poster',
    'image',
    'content',
    'runtime',
    'season',
    'releaseYear',
    'genre',
    'tags',
    'collections',
    'rating',
  ]),
) {
  @ApiProperty()
  notes!: string;
}
