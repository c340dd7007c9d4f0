import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import type { Revision, RevisionAuthor, RevisionSummary, RevisionsResponse } from '@reviews/libs/contract';

import { WriteupDto } from './writeup.response';

export class RevisionAuthorDto implements RevisionAuthor {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  username!: string;
}

export class RevisionSummaryDto implements RevisionSummary {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'date-time' })
  created!: string;

  @ApiProperty({ type: RevisionAuthorDto, nullable: true, description: 'Null once that account was deleted' })
  user!: RevisionAuthorDto | null;

  @ApiProperty()
  title!: string;
}

/** GET /api/writeup/:id/revisions. */
export class RevisionsDto implements RevisionsResponse {
  @ApiProperty({ type: [RevisionSummaryDto], description: 'Newest first' })
  revisions!: RevisionSummaryDto[];
}

/** GET /api/writeup/:id/revisions/:revisionId: the summary and every field the revision kept. */
export class RevisionDto
  extends IntersectionType(
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
  )
  implements Revision
{
  @ApiProperty()
  notes!: string;
}
