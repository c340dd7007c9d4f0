import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  DiscussedWriteupsResponse,
  DraftsResponse,
  ListingResponse,
  RoundupResponse,
  UserWriteupsResponse,
  Writeup,
} from '@reviews/libs/contract';

import { WRITEUP_NOT_FOUND } from '../common/not-found-messages';
import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, StaffOnly } from '../common/auth.decorators';
import { IdParam, idOr404 } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { CreateWriteupDto } from './dto/create-writeup.request';
import { SaveWriteupDto } from './dto/save-writeup.request';
import {
  CreatedWriteupDto,
  DiscussedWriteupsDto,
  DraftsDto,
  ListingDto,
  RoundupDto,
  UserWriteupsDto,
  WriteupDto,
} from './dto/writeup.response';
import {
  DiscussedQueryDto,
  DraftsQueryDto,
  LeaderboardQueryDto,
  ListingQueryDto,
  LookupQueryDto,
  RoundupQueryDto,
} from './dto/writeup-queries.request';
import { WriteupEditorService } from './writeup-editor.service';
import { WriteupReaderService } from './writeup-reader.service';
import { savedWriteupKeys, writeupReadKeys } from './writeups.cache-keys';

const BAD_FILTER = 'A filter that is not valid JSON, or an unknown field or value';

@ApiTags('writeups')
@Controller('writeup')
export class WriteupsController {
  constructor(
    private readonly editor: WriteupEditorService,
    private readonly reader: WriteupReaderService,
  ) {}

  @Post()
  @StaffOnly()
  @ApiCreatedResponse({ type: CreatedWriteupDto, description: 'A new empty draft of the caller' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'type is not movie, series or article' })
  @ApiOperation({ operationId: 'createWriteup', summary: 'Admin: a new empty draft of a type' })
  create(@CurrentUser() user: UserRow, @Body() body: CreateWriteupDto): Promise<{ _id: string }> {
    return this.editor.create(user, body.type);
  }

  @Get('drafts')
  @StaffOnly()
  @ApiOkResponse({
    type: DraftsDto,
    description: "The caller's drafts and scheduled writeups (root: everyone's) matching the query",
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${BAD_FILTER}; or an unknown sort` })
  @ApiOperation({
    operationId: 'listDrafts',
    summary: "Admin: the caller's drafts and scheduled writeups, filtered, sorted and optionally paged",
  })
  drafts(@CurrentUser() user: UserRow, @Query() query: DraftsQueryDto): Promise<DraftsResponse> {
    return this.editor.drafts(user, query);
  }

  @Get('fetch/:id')
  @StaffOnly()
  @ApiOkResponse({ type: WriteupDto, description: 'Everything about the writeup, notes included' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup, or not its author or root' })
  @ApiOperation({ operationId: 'fetchWriteup', summary: 'Admin: a writeup to edit, notes included' })
  fetch(@CurrentUser() user: UserRow, @IdParam('id', WRITEUP_NOT_FOUND) id: string): Promise<Writeup> {
    return this.editor.fetch(user, id);
  }

  @Patch()
  @HttpCode(200)
  @StaffOnly({ forbidden: 'Not an admin or root, or not the author or root' })
  @Invalidates<Writeup>({ after: savedWriteupKeys })
  @ApiOkResponse({ type: WriteupDto, description: 'The saved writeup; a revision of it is kept' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'A field of the wrong type or over its limit, or required fields missing to publish',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Saved by someone else since `updated`' })
  @ApiOperation({
    operationId: 'saveWriteup',
    summary: 'Admin: save a writeup (and publish, schedule or unpublish it)',
  })
  save(
    @CurrentUser() user: UserRow,
    @Body() body: SaveWriteupDto,
    @Body('_id', idOr404(WRITEUP_NOT_FOUND, { optional: true })) _id: string,
  ): Promise<Writeup> {
    return this.editor.save(user, body);
  }

  @Post(':id/unschedule')
  @HttpCode(200)
  @StaffOnly({ forbidden: 'Not an admin or root, or not the author or root' })
  @Invalidates<Writeup>({ after: savedWriteupKeys })
  @ApiOkResponse({ type: WriteupDto, description: 'The writeup, a draft again; a revision of it is kept' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup, or a draft of someone else' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The writeup is not scheduled' })
  @ApiOperation({
    operationId: 'unscheduleWriteup',
    summary: 'Admin: a scheduled writeup back to a draft, its planned date dropped',
  })
  unschedule(@CurrentUser() user: UserRow, @IdParam('id', WRITEUP_NOT_FOUND) id: string): Promise<Writeup> {
    return this.editor.unschedule(user, id);
  }

  @Get('listings')
  @Public()
  @PublicRead({
    counts: true,
    keys: () => [SurrogateKeys.writeups],
  })
  @ApiOkResponse({ type: ListingDto, description: 'The writeups the viewer may see matching the query' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${BAD_FILTER}; or an unknown sort` })
  @ApiOperation({ operationId: 'getListings', summary: 'Writeups matching a search, filter and sort, paged' })
  listings(
    @CurrentUser() viewer: UserRow | undefined,
    @Query() query: ListingQueryDto,
  ): Promise<ListingResponse> {
    return this.reader.listings(viewer, query);
  }

  @Get('random')
  @Public()
  @ApiOkResponse({ type: WriteupDto, description: 'A published review picked at random' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'There are no reviews yet' })
  @ApiOperation({ operationId: 'getRandomWriteup', summary: 'A published review picked at random' })
  random(@CurrentUser() viewer: UserRow | undefined): Promise<Writeup> {
    return this.reader.random(viewer);
  }

  @Get('leaderboard')
  @Public()
  @PublicRead({
    counts: true,
    keys: () => [SurrogateKeys.writeups, SurrogateKeys.users],
  })
  @ApiOkResponse({ type: ListingDto, description: 'Published reviews with their rank, best first' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'type is not movie, series or all' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user by that username' })
  @ApiOperation({ operationId: 'getLeaderboard', summary: 'Published reviews by rating, paged' })
  leaderboard(@Query() query: LeaderboardQueryDto): Promise<ListingResponse> {
    return this.reader.leaderboard(query);
  }

  @Get('discussed')
  @Public()
  @PublicRead({
    counts: true,
    keys: () => [SurrogateKeys.writeups],
  })
  @ApiOkResponse({
    type: DiscussedWriteupsDto,
    description: 'Published writeups by comments shown to everyone in the last days, most first',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'days or limit not a whole number in range' })
  @ApiOperation({
    operationId: 'getDiscussedWriteups',
    summary: 'The most discussed writeups of the last days (ties: newest first)',
  })
  discussed(@Query() query: DiscussedQueryDto): Promise<DiscussedWriteupsResponse> {
    return this.reader.mostDiscussed(query);
  }

  @Get('user/:username')
  @Public()
  @PublicRead({
    counts: true,
    keys: (_answer, req) => [SurrogateKeys.writeups, SurrogateKeys.username(String(req.params.username))],
  })
  @ApiOkResponse({
    type: UserWriteupsDto,
    description: 'The writeups of the user the viewer may see, reviews before articles, newest first',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user by that name' })
  @ApiOperation({ operationId: 'getUserWriteups', summary: 'The writeups of a user' })
  byUser(
    @CurrentUser() viewer: UserRow | undefined,
    @Param('username') username: string,
  ): Promise<UserWriteupsResponse> {
    return this.reader.byUser(viewer, username);
  }

  @Get('roundup/:username')
  @Public()
  @PublicRead({
    counts: true,
    keys: (_answer, req) => [
      SurrogateKeys.writeups,
      SurrogateKeys.roundups,
      SurrogateKeys.username(String(req.params.username)),
    ],
  })
  @ApiOkResponse({ type: RoundupDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'start or end not a date, or start not before end',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user by that name' })
  @ApiOperation({ operationId: 'getRoundup', summary: "A user's roundup of a period" })
  roundup(@Param('username') username: string, @Query() query: RoundupQueryDto): Promise<RoundupResponse> {
    return this.reader.roundup(username, query);
  }

  @Get()
  @Public()
  @PublicRead<Writeup>({
    counts: true,
    keys: writeupReadKeys,
  })
  @ApiOkResponse({ type: WriteupDto, description: 'The writeup the filter names' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${BAD_FILTER}; or neither slug nor title` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No writeup the viewer may see matches' })
  @ApiOperation({ operationId: 'getWriteup', summary: 'A writeup by slug or title' })
  lookup(@CurrentUser() viewer: UserRow | undefined, @Query() query: LookupQueryDto): Promise<Writeup> {
    return this.reader.lookup(viewer, query.filter);
  }
}
