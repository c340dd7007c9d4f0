import { ApiProperty, PickType } from '@nestjs/swagger';

import { WriteupDto } from '../../writeups';
import type { TitleInfo } from '../autofill.service';

export class AutofillCandidateDto {
  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  releaseYear!: number | null;

  @ApiProperty({ description: "The movie database's poster URL; empty when it has none" })
  poster!: string;

  @ApiProperty({ example: 'tt1160419' })
  imdbID!: string;
}

/** GET /api/autofill/getTitleInfo: the writeup fields the movie database knows. */
export class TitleInfoDto
  extends PickType(WriteupDto, ['title', 'releaseYear', 'runtime', 'director', 'mpaa', 'genre', 'poster'])
  implements TitleInfo {}
