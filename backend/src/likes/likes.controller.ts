import { Controller, Delete, Get, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { LikesResponse, MyLikesResponse } from '@reviews/libs/contract';

import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import { ApiErrorDto } from '../common/dto/api-error.response';
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
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${OWN} writeup` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: WRITEUP_MISSING })
  @ApiOperation({ operationId: 'likeWriteup', summary: 'Like a published writeup (idempotent)' })
  likeWriteup(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeWriteup(id, user, true);
  }

  @SignedIn()
  @Delete('writeup/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${OWN} writeup` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: WRITEUP_MISSING })
  @ApiOperation({ operationId: 'unlikeWriteup', summary: 'Take back a like of a writeup (idempotent)' })
  unlikeWriteup(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeWriteup(id, user, false);
  }

  @SignedIn()
  @Put('comment/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${OWN} comment` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: COMMENT_MISSING })
  @ApiOperation({ operationId: 'likeComment', summary: 'Like a comment (idempotent)' })
  likeComment(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<LikesResponse> {
    return this.likes.likeComment(id, user, true);
  }

  @SignedIn()
  @Delete('comment/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${OWN} comment` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: COMMENT_MISSING })
  @ApiOperation({ operationId: 'unlikeComment', summary: 'Take back a like of a comment (idempotent)' })
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
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An id that is no id, or too many ids' })
  @ApiOperation({ operationId: 'getMyLikes', summary: 'Which of the given writeups and comments I liked' })
  async mine(@Query() query: MyLikesQueryDto, @CurrentUser() user: UserRow): Promise<MyLikesResponse> {
    const liked = await this.likes.mine(user, query.writeups ?? [], query.comments ?? [], query.logs);
    // product.md §16: lists, when asked.
    return query.lists === undefined ? liked : { ...liked, lists: await this.lists.liked(user, query.lists) };
  }
}
