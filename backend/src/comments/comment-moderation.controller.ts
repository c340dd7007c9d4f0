import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Comment, MyReportsResponse, ReportsResponse } from '@reviews/libs/contract';

import { Endpoint, RATE_LIMITED } from '../common/endpoint.decorator';
import { COMMENT_NOT_FOUND } from '../common/not-found-messages';
import { CurrentUser, SignedIn, StaffOnly } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import { OkDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import {
  CommentVisibilityDto,
  MyReportsQueryDto,
  ReportCommentDto,
  ReportsQueryDto,
} from './dto/comment-report.request';
import { CommentModerationService } from './comment-moderation.service';
import { CommentResponseDto, MyReportsDto, ReportsPageDto } from './dto/comment.response';

/** Registered before CommentsController, whose `GET :writeupId` would otherwise take `reports`. */
@ApiTags('comments')
@Controller('comment')
export class CommentModerationController {
  constructor(private readonly moderation: CommentModerationService) {}

  /** Any signed-in user; limited by RATE_LIMIT_PER_MINUTE like every write. */
  @SignedIn()
  @Post(':id/report')
  @ApiCreatedResponse({ type: OkDto, description: 'The report is in the moderators’ queue' })
  @Endpoint({
    operationId: 'reportComment',
    summary: 'Report a comment to the moderators',
    errors: {
      400: 'No reason, a reason over 300 characters, or your own comment',
      404: 'No such comment, or it is hidden',
      409: 'You have already reported this comment',
      429: RATE_LIMITED,
    },
  })
  report(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @Body() body: ReportCommentDto,
    @CurrentUser() user: UserRow,
  ): Promise<{ ok: true }> {
    return this.moderation.report(id, body.reason, user);
  }

  @StaffOnly()
  @Get('reports')
  @ApiOkResponse({
    type: ReportsPageDto,
    description: 'One view of the queue: reported (default), hidden or dismissed comments',
  })
  @Endpoint({
    operationId: 'listReports',
    summary: 'Moderators: reported, hidden or dismissed comments, paged',
    errors: { 400: 'An unknown status' },
  })
  queue(@Query() query: ReportsQueryDto): Promise<ReportsResponse> {
    return this.moderation.queue(query.status ?? 'reported', query.page);
  }

  @StaffOnly()
  @Patch(':id/visibility')
  @Endpoint({
    operationId: 'setCommentVisibility',
    summary: 'Hide a comment (it moves to the hidden view) or restore it (its reports are dismissed)',
    errors: { 400: '`hidden` missing or not a boolean', 404: 'No such comment' },
  })
  @ApiOkResponse({ type: CommentResponseDto, description: 'The comment, with `hidden: true` when hidden' })
  setVisibility(
    @IdParam('id', COMMENT_NOT_FOUND) id: string,
    @Body() body: CommentVisibilityDto,
    @Purges() purge: PurgeKeys,
  ): Promise<Comment> {
    return this.moderation.setVisibility(id, body.hidden, purge);
  }

  @StaffOnly()
  @Delete(':id/reports')
  @Endpoint({
    operationId: 'dismissReports',
    summary: 'Dismiss: close the reports of a comment without hiding it',
    errors: { 404: 'No such comment' },
  })
  @ApiOkResponse({ type: OkDto, description: 'The comment moved to the dismissed view' })
  dismiss(@IdParam('id', COMMENT_NOT_FOUND) id: string): Promise<{ ok: true }> {
    return this.moderation.dismiss(id);
  }
}

/** What the signed-in member has reported: personal, so never in the public comment lists. */
@ApiTags('comments')
@SignedIn()
@Controller('me')
export class MyReportsController {
  constructor(private readonly moderation: CommentModerationService) {}

  /** Any signed-in user; answered `private, no-store` like every personal call. */
  @Get('reports')
  @ApiOkResponse({ type: MyReportsDto, description: 'The comments on that writeup I have reported' })
  @Endpoint({
    operationId: 'getMyReports',
    summary: 'The comments of a writeup the caller has reported',
    errors: { 400: '`writeup` missing or not an id' },
  })
  mine(@Query() query: MyReportsQueryDto, @CurrentUser() user: UserRow): Promise<MyReportsResponse> {
    return this.moderation.reportedBy(user, query.writeup);
  }
}
