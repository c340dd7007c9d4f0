import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Comment, DeleteResponse } from '@reviews/libs/contract';

import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, RootOnly, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import { DeletedDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { CommentDto, NewCommentDto } from './dto/comment.request';
import { commentCountKeys, commentListKeys } from './comments.cache-keys';
import { CommentsService } from './comments.service';
import { CommentResponseDto } from './dto/comment.response';

@ApiTags('comments')
@Controller('comment')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(':id')
  @PublicRead<Comment[]>({
    counts: true,
    keys: (comments, req) =>
      commentListKeys(
        String(req.params.id),
        comments.map((comment) => comment.user._id),
      ),
  })
  @ApiOkResponse({
    type: [CommentResponseDto],
    description: 'Oldest first; hidden ones only for moderators (their authors: GET /api/me/comments)',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup the viewer sees' })
  @ApiOperation({ operationId: 'listComments', summary: 'The comments of a writeup, oldest first' })
  @ApiParam({ name: 'id', description: "The writeup (one path for a writeup's comments and a comment)" })
  list(
    @IdParam('id', WRITEUP_NOT_FOUND) writeupId: string,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<Comment[]> {
    return this.comments.list(writeupId, viewer);
  }

  /** Any signed-in user. */
  @SignedIn()
  @Post(':id')
  @Invalidates({ after: (_comment, { req }) => commentCountKeys(String(req.params.id)) })
  @ApiCreatedResponse({ type: CommentResponseDto, description: 'The new comment' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'Empty, or over 300 characters; replyTo not a comment of the writeup; spoiler not a boolean',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such published writeup' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  @ApiOperation({ operationId: 'postComment', summary: 'Comment on a published writeup' })
  @ApiParam({ name: 'id', description: 'The writeup to comment on' })
  create(
    @IdParam('id', WRITEUP_NOT_FOUND) writeupId: string,
    @Body() body: NewCommentDto,
    @CurrentUser() user: UserRow,
  ): Promise<Comment> {
    return this.comments.create(writeupId, body, user);
  }

  /** Any signed-in user; the service lets only the comment's author through. */
  @SignedIn()
  @Patch(':id')
  @ApiOkResponse({ type: CommentResponseDto, description: 'The changed comment, `edited: true`' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Empty, or over 300 characters' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not the author of the comment' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  @ApiOperation({ operationId: 'updateComment', summary: "Change one's own comment" })
  edit(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @Body() body: CommentDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<Comment> {
    return this.comments.edit(id, body.content, user, purge);
  }

  @RootOnly()
  @Delete(':id')
  @ApiOkResponse({ type: DeletedDto, description: 'The comment and its reports are gone' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  @ApiOperation({ operationId: 'deleteComment', summary: 'Delete a comment and its replies (root only)' })
  async delete(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<DeleteResponse> {
    await this.comments.delete(id, user, purge);
    return { ok: true, error: false };
  }
}
