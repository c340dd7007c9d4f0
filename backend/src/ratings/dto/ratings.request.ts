import { ApiProperty } from '@nestjs/swagger';
import { AUDIENCE_SCORE, LIMITS } from '@reviews/libs/constants';
import { AUDIENCE_SCORES } from '@reviews/libs/rules';
import { IsIn } from 'class-validator';

import { CommaSeparatedIds } from '../../common/comma-separated';

const STEPS = `${AUDIENCE_SCORES[0]}, ${AUDIENCE_SCORES[1]}, ..., ${AUDIENCE_SCORES.at(-1)}`;

/** Body of PUT /api/writeup/:id/rating. */
export class RatingDto {
  @ApiProperty({
    type: 'integer',
    minimum: AUDIENCE_SCORE.min,
    maximum: AUDIENCE_SCORE.max,
    multipleOf: AUDIENCE_SCORE.step,
    description: 'Five stars with halves: 10 is half a star, 100 five stars',
  })
  @IsIn(AUDIENCE_SCORES, { message: `score must be one of ${STEPS}` })
  score!: number;
}

/** Query of GET /api/me/ratings. */
export class MyRatingsQueryDto {
  @CommaSeparatedIds({
    of: 'writeups',
    max: LIMITS.filmLifeAsked,
    description: `Writeup ids, comma-separated (at most ${LIMITS.filmLifeAsked})`,
  })
  writeups?: string[];
}
