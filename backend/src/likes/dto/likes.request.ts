import { LIMITS } from '@reviews/libs/constants';

import { CommaSeparatedIds } from '../../common/comma-separated';

/** Query of GET /api/me/likes. */
export class MyLikesQueryDto {
  @CommaSeparatedIds({
    of: 'writeups',
    max: LIMITS.likesAsked,
    description: `Writeup ids, comma-separated (at most ${LIMITS.likesAsked})`,
  })
  writeups?: string[];

  @CommaSeparatedIds({
    of: 'comments',
    max: LIMITS.likesAsked,
    description: `Comment ids, comma-separated (at most ${LIMITS.likesAsked})`,
  })
  comments?: string[];

  @CommaSeparatedIds({
    of: 'diary entries',
    max: LIMITS.likesAsked,
    description: `Diary entry ids, comma-separated (at most ${LIMITS.likesAsked}); the answer then carries \`logs\``,
  })
  logs?: string[];

  /** product.md §16. */
  @CommaSeparatedIds({
    of: 'lists',
    max: LIMITS.likesAsked,
    description: `List ids, comma-separated (at most ${LIMITS.likesAsked})`,
  })
  lists?: string[];
}
