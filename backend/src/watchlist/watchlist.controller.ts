import { Body, Controller, Delete, Get, Param, Patch, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { MyWatchlistResponse, OkResponse, WatchlistPage, WatchlistState } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { OkDto } from '../common/dto/ok.response';
import { CurrentUser, Public, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import {
  MyWatchlistQueryDto,
  PublicWatchlistQueryDto,
  WatchlistMarkDto,
  WatchlistQueryDto,
} from './dto/watchlist.request';
import { MyWatchlistDto, WatchlistPageDto, WatchlistStateDto } from './dto/watchlist.response';
import { publicWatchlistKeys, watchlistChangeKeys } from './watchlist.cache-keys';
import { WATCHLIST_WRITEUP_NOT_FOUND, WatchlistService } from './watchlist.service';

const MISSING = 'No published writeup with this id (drafts and scheduled writeups included)';
/** A change shows on the member's public watchlist, if they have one. */
const ChangesWatchlist = () =>
  Invalidates({ after: (_answer, { req }) => watchlistChangeKeys(req.currentUser) });

/** product.md §13: the signed-in member's own watchlist (suspended accounts are signed out). */
@ApiTags('watchlist')
@ApiExtraModels(WatchlistStateDto)
@Controller()
export class WatchlistController {
  constructor(private readonly watchlist: WatchlistService) {}

  @SignedIn()
  @Put('watchlist/:writeupId')
  @ChangesWatchlist()
  @ApiOkResponse({ type: WatchlistStateDto, description: 'On my watchlist (idempotent)' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An article' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: MISSING })
  @ApiOperation({ operationId: 'addToWatchlist', summary: 'Put a movie or series on my watchlist' })
  add(
    @IdParam('writeupId', WATCHLIST_WRITEUP_NOT_FOUND) writeupId: string,
    @CurrentUser() user: UserRow,
  ): Promise<WatchlistState> {
    return this.watchlist.add(user, writeupId);
  }

  @SignedIn()
  @Patch('watchlist/:writeupId')
  @ChangesWatchlist()
  @ApiOkResponse({ type: WatchlistStateDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not on my watchlist' })
  @ApiOperation({
    operationId: 'markWatched',
    summary: 'Mark a writeup of my watchlist watched (with the date) or not',
  })
  mark(
    @IdParam('writeupId', WATCHLIST_WRITEUP_NOT_FOUND) writeupId: string,
    @Body() body: WatchlistMarkDto,
    @CurrentUser() user: UserRow,
  ): Promise<WatchlistState> {
    return this.watchlist.mark(user, writeupId, body.watched);
  }

  @SignedIn()
  @Delete('watchlist/:writeupId')
  @ChangesWatchlist()
  @ApiOkResponse({ type: OkDto, description: 'Off my watchlist (idempotent)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: MISSING })
  @ApiOperation({ operationId: 'removeFromWatchlist', summary: 'Take a writeup off my watchlist' })
  remove(
    @IdParam('writeupId', WATCHLIST_WRITEUP_NOT_FOUND) writeupId: string,
    @CurrentUser() user: UserRow,
  ): Promise<OkResponse> {
    return this.watchlist.remove(user, writeupId);
  }

  /** Personal (`private, no-store`). */
  @SignedIn()
  @Get('watchlist')
  @ApiOkResponse({ type: WatchlistPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'watched is not true or false' })
  @ApiOperation({ operationId: 'getWatchlist', summary: 'My watchlist as cards, newest first, paged' })
  mine(@Query() query: WatchlistQueryDto, @CurrentUser() user: UserRow): Promise<WatchlistPage> {
    const watched = query.watched === undefined ? undefined : query.watched === 'true';
    return this.watchlist.page(user.id, query.page, watched);
  }

  /** Personal (`private, no-store`): the state of a page of cards, in one call. */
  @SignedIn()
  @Get('me/watchlist')
  @ApiOkResponse({ type: MyWatchlistDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An id that is no id, or too many ids' })
  @ApiOperation({ operationId: 'getMyWatchlist', summary: 'Which of the given writeups are on my watchlist' })
  states(@Query() query: MyWatchlistQueryDto, @CurrentUser() user: UserRow): Promise<MyWatchlistResponse> {
    return this.watchlist.mine(user, query.writeups ?? []);
  }

  @Public()
  @Get('user/:username/watchlist')
  @PublicRead({ counts: true, keys: (_answer, req) => publicWatchlistKeys(String(req.params.username)) })
  @ApiOkResponse({ type: WatchlistPageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member, or their watchlist is private' })
  @ApiOperation({
    operationId: 'getUserWatchlist',
    summary: "A member's watchlist, when they made it public",
  })
  ofUser(
    @Param('username') username: string,
    @Query() query: PublicWatchlistQueryDto,
  ): Promise<WatchlistPage> {
    return this.watchlist.publicPage(username, query.page);
  }
}
