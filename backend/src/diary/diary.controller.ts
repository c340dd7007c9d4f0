import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MEMBER_REVIEW_SORTS } from '@reviews/libs/constants';
import type { DeleteResponse, LikesResponse, LogEntriesPage, LogEntry } from '@reviews/libs/contract';

import { Endpoint, RATE_LIMITED } from '../common/endpoint.decorator';
import { CurrentUser, Public, SignedIn, StaffOnly } from '../common/auth.decorators';
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
  @Endpoint({
    operationId: 'logWatch',
    summary: 'Log a watch of a movie or series, maybe scored and reviewed',
    errors: {
      400: 'An article, your own writeup, a day that is no date, in the future or before 1888, a score off the steps, an empty or too long review',
      404: 'No such published writeup (drafts and scheduled ones)',
      429: RATE_LIMITED,
    },
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
  @Endpoint({ operationId: 'getLog', summary: 'One diary entry', errors: { 404: HIDDEN_OR_UNKNOWN } })
  read(
    @IdParam('id', LOG_NOT_FOUND) id: string,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<LogEntry> {
    return this.diary.read(id, viewer);
  }

  @SignedIn()
  @Patch('log/:id')
  @ApiOkResponse({ type: LogEntryDto, description: 'The changed entry, with `edited`' })
  @Endpoint({
    operationId: 'updateLog',
    summary: 'Change my diary entry',
    errors: { 400: 'As for a new entry', 403: 'Not the author of the entry', 404: HIDDEN_OR_UNKNOWN },
  })
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
  @Endpoint({
    operationId: 'deleteLog',
    summary: 'Delete a diary entry (its author, or root)',
    errors: { 403: 'Neither the author of the entry nor root', 404: HIDDEN_OR_UNKNOWN },
  })
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
  @Endpoint({
    operationId: 'getDiary',
    summary: "A member's diary, paged, maybe of one year",
    errors: { 400: 'A year that is not four digits', 404: 'No member by that username (any case)' },
  })
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
  @Endpoint({
    operationId: 'getWriteupReviews',
    summary: "Members' reviews of a writeup, paged",
    errors: {
      400: `sort not one of ${MEMBER_REVIEW_SORTS.join(', ')}`,
      404: 'No such published movie or series',
    },
  })
  reviews(
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @Query() query: ReviewsQueryDto,
  ): Promise<LogEntriesPage> {
    return this.diary.reviewsPage(id, query.page, query.sort ?? MEMBER_REVIEW_SORTS[0]);
  }

  @SignedIn()
  @Put('log/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'likeLog',
    summary: 'Like a diary entry (idempotent)',
    errors: { 400: 'Your own entry', 404: HIDDEN_OR_UNKNOWN },
  })
  like(@IdParam('id', LOG_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.diary.like(id, user, true);
  }

  @SignedIn()
  @Delete('log/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'unlikeLog',
    summary: 'Take back a like of a diary entry (idempotent)',
    errors: { 400: 'Your own entry', 404: HIDDEN_OR_UNKNOWN },
  })
  unlike(@IdParam('id', LOG_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.diary.like(id, user, false);
  }

  @SignedIn()
  @Post('log/:id/report')
  @ApiCreatedResponse({ type: OkDto, description: 'The report is in the moderators’ queue' })
  @Endpoint({
    operationId: 'reportLog',
    summary: 'Report a diary entry to the moderators',
    errors: {
      400: 'No reason, a reason over 300 characters, or your own entry',
      404: HIDDEN_OR_UNKNOWN,
      409: 'You have already reported this entry',
      429: RATE_LIMITED,
    },
  })
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
  @Endpoint({
    operationId: 'setLogVisibility',
    summary: 'Hide a diary entry (it moves to the hidden view) or restore it (its reports are dismissed)',
    errors: { 400: '`hidden` missing or not a boolean', 404: 'No such entry' },
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
  @Endpoint({
    operationId: 'dismissLogReports',
    summary: 'Dismiss: close the reports of a diary entry without hiding it',
    errors: { 404: 'No such entry' },
  })
  dismiss(@IdParam('id', LOG_NOT_FOUND) id: string): Promise<{ ok: true }> {
    return this.diary.dismiss(id);
  }
}
