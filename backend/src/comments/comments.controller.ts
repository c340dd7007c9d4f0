import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Comment, DeleteResponse } from '@reviews/libs/contract';

import { Endpoint, RATE_LIMITED } from '../common/endpoint.decorator';
import { COMMENT_NOT_FOUND, WRITEUP_NOT_FOUND } from '../common/not-found-messages';
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
  @Endpoint({
    operationId: 'listComments',
    summary: 'The comments of a writeup, oldest first',
    errors: { 404: 'No such writeup the viewer sees' },
  })
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
  @Endpoint({
    operationId: 'postComment',
    summary: 'Comment on a published writeup',
    errors: {
      400: 'Empty, or over 300 characters; replyTo not a comment of the writeup; spoiler not a boolean',
      404: 'No such published writeup',
      429: RATE_LIMITED,
    },
  })
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
  @Endpoint({
    operationId: 'updateComment',
    summary: "Change one's own comment",
    errors: {
      400: 'Empty, or over 300 characters',
      403: 'Not the author of the comment',
      404: 'No such comment',
    },
  })
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
  @Endpoint({
    operationId: 'deleteComment',
    summary: 'Delete a comment and its replies (root only)',
    errors: { 404: 'No such comment' },
  })
  async delete(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<DeleteResponse> {
    await this.comments.delete(id, user, purge);
    return { ok: true, error: false };
  }
}
