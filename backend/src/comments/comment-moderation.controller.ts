import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Comment, ReportsResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/api-error.dto';
import { CurrentUser, Roles } from '../common/auth.decorators';
import { OkDto } from '../common/ok.dto';
import { ApiPageQuery } from '../common/paged.dto';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { commentCountKeys } from '../http-cache/surrogate-keys';
import { CommentVisibilityDto, ReportCommentDto } from './comment-report.dto';
import { CommentModerationService } from './comment-moderation.service';
import { CommentResponseDto, ReportsPageDto } from './dto/comment.response';

/** Registered before CommentsController, whose `GET :writeupId` would otherwise take `reports`. */
@ApiTags('comments')
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Not signed in' })
@Controller('comment')
export class CommentModerationController {
  constructor(private readonly moderation: CommentModerationService) {}

  /** Any signed-in user; limited by RATE_LIMIT_PER_MINUTE like every write. */
  @Post(':id/report')
  @ApiCreatedResponse({ type: OkDto, description: 'The report is in the moderators’ queue' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'No reason, a reason over 300 characters, or your own comment',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment, or it is hidden' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'You have already reported this comment' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  report(
    @Param('id') id: string,
    @Body() body: ReportCommentDto,
    @CurrentUser() user: UserRow,
  ): Promise<{ ok: true }> {
    return this.moderation.report(id, body.reason, user);
  }

  @Roles('admin', 'root')
  @Get('reports')
  @ApiPageQuery()
  @ApiOkResponse({ type: ReportsPageDto, description: 'Reported visible comments' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin or root' })
  queue(@Query('page') page: string | undefined): Promise<ReportsResponse> {
    return this.moderation.queue(page);
  }

  @Roles('admin', 'root')
  @Patch(':id/visibility')
  @ApiOperation({
    summary: 'Hide a comment (it leaves the queue) or restore it (its reports are cleared)',
  })
  @ApiOkResponse({ type: CommentResponseDto, description: 'The comment, with `hidden: true` when hidden' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '`hidden` missing or not a boolean' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin or root' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  @Invalidates({
    before: async ({ req, facts }) => {
      const writeupId = await facts.commentWriteupId(String(req.params.id));
      return writeupId ? commentCountKeys(writeupId) : [];
    },
  })
  setVisibility(@Param('id') id: string, @Body() body: CommentVisibilityDto): Promise<Comment> {
    return this.moderation.setVisibility(id, body.hidden);
  }

  @Roles('admin', 'root')
  @Delete(':id/reports')
  @ApiOperation({ summary: 'Dismiss: clear the reports of a comment without hiding it' })
  @ApiOkResponse({ type: OkDto, description: 'The comment left the queue' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin or root' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such comment' })
  dismiss(@Param('id') id: string): Promise<{ ok: true }> {
    return this.moderation.dismiss(id);
  }
}
