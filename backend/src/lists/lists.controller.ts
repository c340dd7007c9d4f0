import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { LikesResponse, ListsPage, MemberList, OkResponse } from '@reviews/libs/contract';

import { Endpoint, INVALID_INPUT } from '../common/endpoint.decorator';
import { CurrentUser, Public, SignedIn } from '../common/auth.decorators';
import { OkDto } from '../common/dto/ok.response';
import { IdParam } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { LikesDto } from '../common/dto/likes.response';
import { allListsKeys, listReadKeys, ownerListsKeys, writeupListsKeys } from './lists.cache-keys';
import {
  CreateListDto,
  ListEntriesDto,
  ListsPageQueryDto,
  ListsQueryDto,
  UpdateListDto,
} from './dto/lists.request';
import { ListsPageDto, MemberListDto } from './dto/lists.response';
import { LIST_NOT_FOUND, LIST_WRITEUP_NOT_FOUND, ListsService } from './lists.service';

const MISSING = 'No such list, or a private list of another member';

/**
 * product.md §16: members' lists. Public and unlisted lists are public reads (the same bytes for
 * everyone); a private list answers its owner only, `private, no-store`. Writes purge the list,
 * its owner's lists and the "in lists" reads of the writeups it gained or lost (lists.cache-keys.ts);
 * a like purges nothing (counts may lag LIKE_COUNT_LAG_S).
 */
@ApiTags('lists')
@Controller()
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @SignedIn()
  @Post('lists')
  @ApiCreatedResponse({ type: MemberListDto })
  @Endpoint({
    operationId: 'createList',
    summary: 'Make a list of mine',
    errors: { 400: INVALID_INPUT },
  })
  create(
    @Body() body: CreateListDto,
    @CurrentUser() user: UserRow,
    @Purges() purges: PurgeKeys,
  ): Promise<MemberList> {
    return this.lists.create(user, body, purges);
  }

  @Public()
  @Get('lists')
  @PublicRead({ counts: true, keys: (answer: ListsPage) => allListsKeys(answer) })
  @ApiOkResponse({ type: ListsPageDto })
  @Endpoint({
    operationId: 'getLists',
    summary: 'Public lists, most liked or newest first, paged',
    errors: { 400: 'An unknown sort' },
  })
  all(@Query() query: ListsQueryDto): Promise<ListsPage> {
    return this.lists.publicLists(query.sort, query.page);
  }

  /** Personal (`private, no-store`): every list of mine, last changed first. */
  @SignedIn()
  @Get('me/lists')
  @ApiOkResponse({ type: ListsPageDto })
  @Endpoint({ operationId: 'getMyLists', summary: 'My lists, all visibilities, last changed first' })
  mine(@Query() query: ListsPageQueryDto, @CurrentUser() user: UserRow): Promise<ListsPage> {
    return this.lists.myLists(user, query.page);
  }

  /** Personal: one list of mine whatever its visibility (a shared cache never keeps it). */
  @SignedIn()
  @Get('me/lists/:id')
  @ApiOkResponse({ type: MemberListDto })
  @Endpoint({
    operationId: 'getMyList',
    summary: 'A list as its owner (or anyone allowed) reads it, never shared',
    errors: { 404: MISSING },
  })
  myList(@IdParam('id', LIST_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<MemberList> {
    return this.lists.read(id, user);
  }

  @Public()
  @Get('lists/:id')
  @PublicRead({
    counts: true,
    personal: (answer: MemberList) => answer.visibility === 'private',
    keys: (answer: MemberList) => listReadKeys(answer),
  })
  @ApiOkResponse({
    type: MemberListDto,
    description: 'A private list only to its owner, `private, no-store`',
  })
  @Endpoint({ operationId: 'getList', summary: 'A list with all its entries', errors: { 404: MISSING } })
  one(
    @IdParam('id', LIST_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow | undefined,
  ): Promise<MemberList> {
    return this.lists.read(id, user);
  }

  @SignedIn()
  @Patch('lists/:id')
  @ApiOkResponse({ type: MemberListDto })
  @Endpoint({
    operationId: 'updateList',
    summary: 'Change the title, description, ranking or visibility of my list',
    errors: { 400: INVALID_INPUT, 403: 'Not my list', 404: MISSING },
  })
  update(
    @IdParam('id', LIST_NOT_FOUND) id: string,
    @Body() body: UpdateListDto,
    @CurrentUser() user: UserRow,
    @Purges() purges: PurgeKeys,
  ): Promise<MemberList> {
    return this.lists.update(id, user, body, purges);
  }

  @SignedIn()
  @Delete('lists/:id')
  @ApiOkResponse({ type: OkDto })
  @Endpoint({
    operationId: 'deleteList',
    summary: 'Delete my list (root: any list)',
    errors: { 403: 'Neither my list nor root', 404: MISSING },
  })
  remove(
    @IdParam('id', LIST_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
    @Purges() purges: PurgeKeys,
  ): Promise<OkResponse> {
    return this.lists.remove(id, user, purges);
  }

  @SignedIn()
  @Put('lists/:id/entries')
  @ApiOkResponse({ type: MemberListDto, description: 'The list with its new entries' })
  @Endpoint({
    operationId: 'setListEntries',
    summary: 'Replace the ordered entries of my list',
    errors: {
      400: 'More than 500, a writeup twice, one that is no published movie or series, a note too long',
      403: 'Not my list',
      404: MISSING,
    },
  })
  setEntries(
    @IdParam('id', LIST_NOT_FOUND) id: string,
    @Body() body: ListEntriesDto,
    @CurrentUser() user: UserRow,
    @Purges() purges: PurgeKeys,
  ): Promise<MemberList> {
    return this.lists.setEntries(id, user, body, purges);
  }

  @SignedIn()
  @Put('lists/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'likeList',
    summary: 'Like a list (idempotent)',
    errors: { 400: 'My own list', 404: MISSING },
  })
  like(@IdParam('id', LIST_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.lists.like(id, user, true);
  }

  @SignedIn()
  @Delete('lists/:id/like')
  @ApiOkResponse({ type: LikesDto })
  @Endpoint({
    operationId: 'unlikeList',
    summary: 'Take back a like of a list (idempotent)',
    errors: { 400: 'My own list', 404: MISSING },
  })
  unlike(@IdParam('id', LIST_NOT_FOUND) id: string, @CurrentUser() user: UserRow): Promise<LikesResponse> {
    return this.lists.like(id, user, false);
  }

  @Public()
  @Get('user/:username/lists')
  @PublicRead({
    counts: true,
    keys: (answer: ListsPage, req) => ownerListsKeys(answer, String(req.params.username)),
  })
  @ApiOkResponse({ type: ListsPageDto })
  @Endpoint({
    operationId: 'getUserLists',
    summary: "A member's public lists, newest first, paged",
    errors: { 404: 'No member by that username' },
  })
  ofUser(@Param('username') username: string, @Query() query: ListsPageQueryDto): Promise<ListsPage> {
    return this.lists.memberLists(username, query.page);
  }

  @Public()
  @Get('writeup/:id/lists')
  @PublicRead({
    counts: true,
    keys: (answer: ListsPage, req) => writeupListsKeys(answer, String(req.params.id)),
  })
  @ApiOkResponse({ type: ListsPageDto })
  @Endpoint({
    operationId: 'getWriteupLists',
    summary: 'Public lists holding a writeup, most liked first, paged',
    errors: { 404: LIST_WRITEUP_NOT_FOUND },
  })
  holding(
    @IdParam('id', LIST_WRITEUP_NOT_FOUND) id: string,
    @Query() query: ListsPageQueryDto,
  ): Promise<ListsPage> {
    return this.lists.listsHolding(id, query.page);
  }
}
