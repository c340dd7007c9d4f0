import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
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
} from '@nestjs/swagger';
import { MEMBER_REVIEW_SORTS } from '@reviews/libs/constants';
import type { DeleteResponse, LikesResponse, LogEntriesPage, LogEntry } from '@reviews/libs/contract';

import { CurrentUser, Public, SignedIn, StaffOnly } from '../common/auth.decorators';
import { ApiErrorDto } from '../common/dto/api-error.response';
import { DeletedDto, OkDto } from '../common/dto/ok.response';
import { IdParam } from '../common/id-param';
import { WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { LikesDto } from '../common/dto/likes.response';
import { diaryKeys, logKeys, reviewsKeys } from './diary.cache-keys';
import { DiaryService, LOG_NOT_FOUND } from './diary.service';
import { DiaryQueryDto, LogDto, LogVisibilityDto, ReportLogDto, ReviewsQueryDto } from './dto/diary.request';
import { LogEntriesPageDto, LogEntryDto } from './dto/diary.response';

const HIDDEN_OR_UNKNOWN = 'No such diary entry shown to you (hidden, on a writeup not published, or unknown)';

/**
 * product.md §15: members' diary and reviews. Writes purge their writeup's reviews, the member's
 * diary and the entry (diary.cache-keys.ts); likes purge nothing (counts may lag 60 s).
 * Refusals: visitors 401 (suspended accounts are signed out); another member's entry 403 for a
 * change or a deletion when they can see it, 404 when it is hidden from them.
 */
@ApiTags('diary')
@Controller()
export class DiaryController {
  constructor(private readonly diary: DiaryService) {}

  @SignedIn()
  @Post('writeup/:id/log')
  @ApiCreatedResponse({ type: LogEntryDto, description: 'The new diary entry' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'An article, your own writeup, a day that is no date, in the future or before 1888, a score off the steps, an empty or too long review',
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'No such published writeup (drafts and scheduled ones)',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  @ApiOperation({
    operationId: 'logWatch',
    summary: 'Log a watch of a movie or series, maybe scored and reviewed',
  })
  log(
    @IdParam('id', WRITEUP_NOT_FOUND) writeupId: string,
    @Body() body: LogDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<LogEntry> {
    return this.diary.log(writeupId, body, user, purge);
  }

  @Public()
  @Get('log/:id')
  @PublicRead<LogEntry>({
    counts: true,
    keys: (entry) => logKeys(entry),
    personal: (entry) => entry.hidden === true,
  })
  @ApiOkResponse({
    type: LogEntryDto,
    description: 'A hidden one only for its author (private) and moderators',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiOperation({ operationId: 'getLog', summary: 'One diary entry' })
  read(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<LogEntry> {
    return this.diary.read(id, viewer);
  }

  @SignedIn()
  @Patch('log/:id')
  @ApiOkResponse({ type: LogEntryDto, description: 'The changed entry, with `edited`' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'As for a new entry' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not the author of the entry' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiOperation({ operationId: 'updateLog', summary: 'Change my diary entry' })
  edit(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @Body() body: LogDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<LogEntry> {
    return this.diary.edit(id, body, user, purge);
  }

  @SignedIn()
  @Delete('log/:id')
  @ApiOkResponse({ type: DeletedDto, description: 'The entry, its likes and reports are gone' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Neither the author of the entry nor root' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiOperation({ operationId: 'deleteLog', summary: 'Delete a diary entry (its author, or root)' })
  async delete(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<DeleteResponse> {
    await this.diary.delete(id, user, purge);
    return { ok: true, error: false };
  }

  @Public()
  @Get('user/:username/diary')
  @PublicRead({ counts: true, keys: (_answer, req) => diaryKeys(String(req.params.username)) })
  @ApiOkResponse({ type: LogEntriesPageDto, description: 'Latest watch first; hidden entries left out' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A year that is not four digits' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No member by that username (any case)' })
  @ApiOperation({ operationId: 'getDiary', summary: "A member's diary, paged, maybe of one year" })
  diaryOf(@Param('username') username: string, @Query() query: DiaryQueryDto): Promise<LogEntriesPage> {
    return this.diary.diaryPage(username, query.page, query.year);
  }

  @Public()
  @Get('writeup/:id/reviews')
  @PublicRead<LogEntriesPage>({
    counts: true,
    keys: (answer, req) =>
      reviewsKeys(
        String(req.params.id),
        answer.entries.map((entry) => entry.user._id),
      ),
  })
  @ApiOkResponse({
    type: LogEntriesPageDto,
    description: 'Entries with a review; most liked or newest first',
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `sort not one of ${MEMBER_REVIEW_SORTS.join(', ')}`,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such published movie or series' })
  @ApiOperation({ operationId: 'getWriteupReviews', summary: "Members' reviews of a writeup, paged" })
  reviews(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @Query() query: ReviewsQueryDto,
  ): Promise<LogEntriesPage> {
    return this.diary.reviewsPage(id, query.page, query.sort ?? MEMBER_REVIEW_SORTS[0]);
  }

  @SignedIn()
  @Put('log/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Your own entry' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiOperation({ operationId: 'likeLog', summary: 'Like a diary entry (idempotent)' })
  like(@IdParam('id', LOG_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.diary.like(id, user, true);
  }

  @SignedIn()
  @Delete('log/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Your own entry' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiOperation({ operationId: 'unlikeLog', summary: 'Take back a like of a diary entry (idempotent)' })
  unlike(@IdParam('id', LOG_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.diary.like(id, user, false);
  }

  @SignedIn()
  @Post('log/:id/report')
  @ApiCreatedResponse({ type: OkDto, description: 'The report is in the moderators’ queue' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'No reason, a reason over 300 characters, or your own entry',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: HIDDEN_OR_UNKNOWN })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'You have already reported this entry' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  @ApiOperation({ operationId: 'reportLog', summary: 'Report a diary entry to the moderators' })
  report(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @Body() body: ReportLogDto,
    @CurrentUser() user: UserRow,
  ): Promise<{ ok: true }> {
    return this.diary.report(id, body.reason, user);
  }

  @StaffOnly()
  @Patch('log/:id/visibility')
  @ApiOkResponse({ type: LogEntryDto, description: 'The entry, with `hidden: true` when hidden' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '`hidden` missing or not a boolean' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such entry' })
  @ApiOperation({
    operationId: 'setLogVisibility',
    summary: 'Hide a diary entry (it moves to the hidden view) or restore it (its reports are dismissed)',
  })
  setVisibility(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @Body() body: LogVisibilityDto,
    @Purges() purge: PurgeKeys,
  ): Promise<LogEntry> {
    return this.diary.setVisibility(id, body.hidden, purge);
  }

  @StaffOnly()
  @Delete('log/:id/reports')
  @ApiOkResponse({ type: OkDto, description: 'The entry moved to the dismissed view' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such entry' })
  @ApiOperation({
    operationId: 'dismissLogReports',
    summary: 'Dismiss: close the reports of a diary entry without hiding it',
  })
  dismiss(@IdParam('id', LOG_NOT_FOUND) id: string): Promise<{ ok: true }> {
    return this.diary.dismiss(id);
  }
}
