import { Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { LikesResponse, MyLikesResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { LikesDto } from '../common/dto/likes.response';
import { MyLikesDto } from './dto/likes.response';
import { MyLikesQueryDto } from './dto/likes.request';
import { LikesService } from './likes.service';
import { ListsService } from '../lists';

const OWN = 'Your own';
const WRITEUP_MISSING = 'No such published writeup';
const COMMENT_MISSING = 'No such comment shown to everyone (hidden, or unknown)';

/**
 * product.md §12, any signed-in member (suspended accounts are signed out). Idempotent; no
 * @Invalidates: a like purges nothing, public counts may lag (LIKE_COUNT_LAG_S).
 */
@ApiTags('likes')
@Controller()
export class LikesController {
  constructor(
    private readonly likes: LikesService,
    private readonly lists: ListsService,
  ) {}

  @SignedIn()
  @Put('writeup/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'likeWriteup',
    summary: 'Like a published writeup (idempotent)',
    errors: { 400: `${OWN} writeup`, 404: WRITEUP_MISSING },
  })
  likeWriteup(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeWriteup(id, user, true);
  }

  @SignedIn()
  @Delete('writeup/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'unlikeWriteup',
    summary: 'Take back a like of a writeup (idempotent)',
    errors: { 400: `${OWN} writeup`, 404: WRITEUP_MISSING },
  })
  unlikeWriteup(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeWriteup(id, user, false);
  }

  @SignedIn()
  @Put('comment/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'likeComment',
    summary: 'Like a comment (idempotent)',
    errors: { 400: `${OWN} comment`, 404: COMMENT_MISSING },
  })
  likeComment(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeComment(id, user, true);
  }

  @SignedIn()
  @Delete('comment/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'unlikeComment',
    summary: 'Take back a like of a comment (idempotent)',
    errors: { 400: `${OWN} comment`, 404: COMMENT_MISSING },
  })
  unlikeComment(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeComment(id, user, false);
  }

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('me/likes')
  @ApiOkResponse({ type: MyLikesDto })
  @Endpoint({
    operationId: 'getMyLikes',
    summary: 'Which of the given writeups and comments I liked',
    errors: { 400: 'An id that is no id, or too many ids' },
  })
  async mine(@Query() query: MyLikesQueryDto, @CurrentUser() user: UserRow): Promise<MyLikesResponse> {
    const liked = await this.likes.mine(user, query.writeups ?? [], query.comments ?? [], query.logs);
    // product.md §16: lists, when asked.
    return query.lists === undefined ? liked : { ...liked, lists: await this.lists.liked(user, query.lists) };
  }
}
