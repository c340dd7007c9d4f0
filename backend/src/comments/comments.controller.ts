import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Comment } from '@reviews/libs/contract';

import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { commentCountKeys, SurrogateKeys } from '../http-cache/surrogate-keys';
import { CommentDto } from './comment.dto';
import { CommentsService } from './comments.service';

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
      ...comments.map((comment) => SurrogateKeys.user(comment.user._id)),
    ],
  })
  list(
    @Param('writeupId') writeupId: string,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<Comment[]> {
    return this.comments.list(writeupId, viewer);
  }

  /** Any signed-in user. */
  @Post(':writeupId')
  @Invalidates({ after: (_comment, { req }) => commentCountKeys(String(req.params.writeupId)) })
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
  async delete(@Param('id') id: string, @CurrentUser() user: UserRow): Promise<{ ok: true; error: false }> {
    await this.comments.delete(id, user);
    return { ok: true, error: false };
  }
}
