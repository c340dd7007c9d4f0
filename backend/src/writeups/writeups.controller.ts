import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DiscussedWriteupsResponse,
  DraftsResponse,
  ListingResponse,
  RoundupResponse,
  UserWriteupsResponse,
  Writeup,
} from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { WRITEUP_NOT_FOUND } from '../common/not-found-messages';
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
import { WriteupEditorService } from './editing/writeup-editor.service';
import { WriteupReaderService } from './reading/writeup-reader.service';
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
  @Endpoint({
    operationId: 'createWriteup',
    summary: 'Admin: a new empty draft of a type',
    errors: { 400: 'type is not movie, series or article' },
  })
  create(@CurrentUser() user: UserRow, @Body() body: CreateWriteupDto): Promise<{ _id: string }> {
    return this.editor.create(user, body.type);
  }

  @Get('drafts')
  @StaffOnly()
  @ApiOkResponse({
    type: DraftsDto,
    description: "The caller's drafts and scheduled writeups (root: everyone's) matching the query",
  })
  @Endpoint({
    operationId: 'listDrafts',
    summary: "Admin: the caller's drafts and scheduled writeups, filtered, sorted and optionally paged",
    errors: { 400: `${BAD_FILTER}; or an unknown sort` },
  })
  drafts(@CurrentUser() user: UserRow, @Query() query: DraftsQueryDto): Promise<DraftsResponse> {
    return this.editor.drafts(user, query);
  }

  @Get('fetch/:id')
  @StaffOnly()
  @ApiOkResponse({ type: WriteupDto, description: 'Everything about the writeup, notes included' })
  @Endpoint({
    operationId: 'fetchWriteup',
    summary: 'Admin: a writeup to edit, notes included',
    errors: { 404: 'No such writeup, or not its author or root' },
  })
  fetch(@CurrentUser() user: UserRow, @IdParam('id', WRITEUP_NOT_FOUND) id: string): Promise<Writeup> {
    return this.editor.fetch(user, id);
  }

  @Patch()
  @HttpCode(200)
  @StaffOnly({ forbidden: 'Not an admin or root, or not the author or root' })
  @Invalidates<Writeup>({ after: savedWriteupKeys })
  @ApiOkResponse({ type: WriteupDto, description: 'The saved writeup; a revision of it is kept' })
  @Endpoint({
    operationId: 'saveWriteup',
    summary: 'Admin: save a writeup (and publish, schedule or unpublish it)',
    errors: {
      400: 'A field of the wrong type or over its limit, or required fields missing to publish',
      404: 'No such writeup',
      409: 'Saved by someone else since `updated`',
    },
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
  @Endpoint({
    operationId: 'unscheduleWriteup',
    summary: 'Admin: a scheduled writeup back to a draft, its planned date dropped',
    errors: { 404: 'No such writeup, or a draft of someone else', 409: 'The writeup is not scheduled' },
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
  @Endpoint({
    operationId: 'getListings',
    summary: 'Writeups matching a search, filter and sort, paged',
    errors: { 400: `${BAD_FILTER}; or an unknown sort` },
  })
  listings(
    @CurrentUser() viewer: UserRow | undefined,
    @Query() query: ListingQueryDto,
  ): Promise<ListingResponse> {
    return this.reader.listings(viewer, query);
  }

  @Get('random')
  @Public()
  @ApiOkResponse({ type: WriteupDto, description: 'A published review picked at random' })
  @Endpoint({
    operationId: 'getRandomWriteup',
    summary: 'A published review picked at random',
    errors: { 404: 'There are no reviews yet' },
  })
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
  @Endpoint({
    operationId: 'getLeaderboard',
    summary: 'Published reviews by rating, paged',
    errors: { 400: 'type is not movie, series or all', 404: 'No user by that username' },
  })
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
  @Endpoint({
    operationId: 'getDiscussedWriteups',
    summary: 'The most discussed writeups of the last days (ties: newest first)',
    errors: { 400: 'days or limit not a whole number in range' },
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
  @Endpoint({
    operationId: 'getUserWriteups',
    summary: 'The writeups of a user',
    errors: { 404: 'No user by that name' },
  })
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
  @Endpoint({
    operationId: 'getRoundup',
    summary: "A user's roundup of a period",
    errors: { 400: 'start or end not a date, or start not before end', 404: 'No user by that name' },
  })
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
  @Endpoint({
    operationId: 'getWriteup',
    summary: 'A writeup by slug or title',
    errors: { 400: `${BAD_FILTER}; or neither slug nor title`, 404: 'No writeup the viewer may see matches' },
  })
  lookup(@CurrentUser() viewer: UserRow | undefined, @Query() query: LookupQueryDto): Promise<Writeup> {
    return this.reader.lookup(viewer, query.filter);
  }
}
