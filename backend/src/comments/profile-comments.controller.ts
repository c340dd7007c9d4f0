import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProfileCommentsResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { Public } from '../common/auth.decorators';
import { ApiPageQuery } from '../common/dto/paged.response';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { ProfileCommentsDto } from './dto/profile-comments.response';
import { ProfileCommentsService } from './profile-comments.service';

/**
 * The same for everyone: a new, removed, hidden or restored comment purges `roundups`, an edit
 * its writeup's comments, an account change its name.
 */
function profileCommentsKeys(answer: ProfileCommentsResponse, username: string): string[] {
  const writeupIds = new Set(answer.comments.map((comment) => comment.writeup._id));
  return [
    SurrogateKeys.roundups,
    SurrogateKeys.username(username),
    ...[...writeupIds].map(SurrogateKeys.comments),
  ];
}

@ApiTags('comments')
@Controller('user')
export class ProfileCommentsController {
  constructor(private readonly comments: ProfileCommentsService) {}

  @Public()
  @Get(':username/comments')
  @PublicRead<ProfileCommentsResponse>({
    keys: (answer, req) => profileCommentsKeys(answer, String(req.params.username)),
  })
  @ApiPageQuery()
  @ApiOkResponse({
    type: ProfileCommentsDto,
    description: 'Newest first; only visible comments on published writeups, spoilers left out',
  })
  @Endpoint({
    operationId: 'getProfileComments',
    summary: "A member's recent comments, paged",
    errors: { 404: 'No user by that name (any case)' },
  })
  list(
    @Param('username') username: string,
    @Query('page') page: string | undefined,
  ): Promise<ProfileCommentsResponse> {
    return this.comments.list(username, page);
  }
}
