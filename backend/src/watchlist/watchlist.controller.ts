import { Body, Controller, Delete, Get, Param, Patch, Put, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MyWatchlistResponse, OkResponse, WatchlistPage, WatchlistState } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
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
  @Endpoint({
    operationId: 'addToWatchlist',
    summary: 'Put a movie or series on my watchlist',
    errors: { 400: 'An article', 404: MISSING },
  })
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
  @Endpoint({
    operationId: 'markWatched',
    summary: 'Mark a writeup of my watchlist watched (with the date) or not',
    errors: { 404: 'Not on my watchlist' },
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
  @Endpoint({
    operationId: 'removeFromWatchlist',
    summary: 'Take a writeup off my watchlist',
    errors: { 404: MISSING },
  })
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
  @Endpoint({
    operationId: 'getWatchlist',
    summary: 'My watchlist as cards, newest first, paged',
    errors: { 400: 'watched is not true or false' },
  })
  mine(@Query() query: WatchlistQueryDto, @CurrentUser() user: UserRow): Promise<WatchlistPage> {
    const watched = query.watched === undefined ? undefined : query.watched === 'true';
    return this.watchlist.page(user.id, query.page, watched);
  }

  /** Personal (`private, no-store`): the state of a page of cards, in one call. */
  @SignedIn()
  @Get('me/watchlist')
  @ApiOkResponse({ type: MyWatchlistDto })
  @Endpoint({
    operationId: 'getMyWatchlist',
    summary: 'Which of the given writeups are on my watchlist',
    errors: { 400: 'An id that is no id, or too many ids' },
  })
  states(@Query() query: MyWatchlistQueryDto, @CurrentUser() user: UserRow): Promise<MyWatchlistResponse> {
    return this.watchlist.mine(user, query.writeups ?? []);
  }

  @Public()
  @Get('user/:username/watchlist')
  @PublicRead({ counts: true, keys: (_answer, req) => publicWatchlistKeys(String(req.params.username)) })
  @ApiOkResponse({ type: WatchlistPageDto })
  @Endpoint({
    operationId: 'getUserWatchlist',
    summary: "A member's watchlist, when they made it public",
    errors: { 404: 'No such member, or their watchlist is private' },
  })
  ofUser(
    @Param('username') username: string,
    @Query() query: PublicWatchlistQueryDto,
  ): Promise<WatchlistPage> {
    return this.watchlist.publicPage(username, query.page);
  }
}
