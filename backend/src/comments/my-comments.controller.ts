import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MyCommentsResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { MyCommentsQueryDto } from './dto/comment.request';
import { CommentsService } from './comments.service';
import { MyCommentsDto } from './dto/comment.response';

/**
 * The signed-in person's own view of comments (product.md §7): personal, so never shared, while
 * `GET /api/comment/:writeupId` stays the same for every member.
 */
@ApiTags('comments')
@Controller('me')
export class MyCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** Any signed-in user. */
  @SignedIn()
  @Get('comments')
  @ApiOkResponse({ type: MyCommentsDto, description: 'My hidden comments on the writeup' })
  @Endpoint({
    operationId: 'getMyComments',
    summary: "The caller's comments on a writeup that the public list leaves out",
    errors: { 400: 'writeup missing or not an id', 404: 'No such writeup the caller sees' },
  })
  ownHidden(@Query() query: MyCommentsQueryDto, @CurrentUser() user: UserRow): Promise<MyCommentsResponse> {
    return this.comments.ownHidden(query.writeup, user);
  }
}
