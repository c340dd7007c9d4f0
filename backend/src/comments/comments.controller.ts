import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Comment, DeleteResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import { DeletedDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { accountsShownKeys, commentCountKeys, SurrogateKeys } from '../http-cache/surrogate-keys';
import { CommentDto } from './dto/comment.request';
import { CommentsService } from './comments.service';
import { CommentResponseDto } from './dto/comment.response';

@ApiTags('comments')
@Controller('comment')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(':writeupId')
  @PublicRead<Comment[]>({
    query: [],
    keys: (comments, req) => [
      SurrogateKeys.comments(String(req.params.writeupId)),
      ...accountsShownKeys(comments.map((comment) => comment.user._id)),
    ],
  })
  @ApiOkResponse({
    type: [CommentResponseDto],
    description: 'Oldest first; hidden ones only for moderators (their authors: GET /api/me/comments)',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup the viewer sees' })
  list(
    @Param('writeupId') writeupId: string,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<Comment[]> {
    return this.comments.list(writeupId, viewer);
  }

  /** Any signed-in user. */
  @Post(':writeupId')
  @Invalidates({ after: (_comment, { req }) => commentCountKeys(String(req.params.writeupId)) })
  @ApiCreatedResponse({ type: CommentResponseDto, description: 'The new comment' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Empty, or over 300 characters' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such published writeup' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  create(
    @Param('writeupId') writeupId: string,
    @Body() body: CommentDto,
    @CurrentUser() user: UserRow,
  ): Promise<Comment> {
    return this.comments.create(writeupId, body.content, user);
  }

  /** Any signed-in user; the service lets only the comment's author through. */
  @Patch(':id')
  @Invalidates({
    before: async ({ req, facts }) => {
      const writeupId = await facts.commentWriteupId(String(req.params.id));
      return writeupId ? [SurrogateKeys.comments(writeupId)] : [];
    },
  })
  @ApiOkResponse({ type: CommentResponseDto, description: 'The changed comment, `edited: true`' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Empty, or over 300 characters' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not the author of the comment' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  edit(@Param('id') id: string, @Body() body: CommentDto, @CurrentUser() user: UserRow): Promise<Comment> {
    return this.comments.edit(id, body.content, user);
  }

  @Roles('root')
  @Delete(':id')
  @Invalidates({
    before: async ({ req, facts }) => {
      const writeupId = await facts.commentWriteupId(String(req.params.id));
      return writeupId ? commentCountKeys(writeupId) : [];
    },
  })
  @ApiOkResponse({ type: DeletedDto, description: 'The comment and its reports are gone' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not root' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  async delete(@Param('id') id: string, @CurrentUser() user: UserRow): Promise<DeleteResponse> {
    await this.comments.delete(id, user);
    return { ok: true, error: false };
  }
}
