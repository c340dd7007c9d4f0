import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  DraftsResponse,
  ListingResponse,
  RoundupResponse,
  UserWriteupsResponse,
  Writeup,
} from '@reviews/libs/contract';

import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { savedWriteupKeys, SurrogateKeys } from '../http-cache/surrogate-keys';
import { CreateWriteupDto } from './dto/create-writeup.dto';
import { SaveWriteupDto } from './dto/save-writeup.dto';
import {
  LeaderboardQueryDto,
  ListingQueryDto,
  LookupQueryDto,
  RoundupQueryDto,
} from './dto/writeup-queries.dto';
import { WriteupEditorService } from './writeup-editor.service';
import { WriteupReaderService } from './writeup-reader.service';

@Controller('writeup')
export class WriteupsController {
  constructor(
    private readonly editor: WriteupEditorService,
    private readonly reader: WriteupReaderService,
  ) {}

  @Post()
  @Roles('admin', 'root')
  create(@CurrentUser() user: UserRow, @Body() body: CreateWriteupDto): Promise<{ _id: string }> {
    return this.editor.create(user, body.type);
  }

  @Get('drafts')
  @Roles('admin', 'root')
  drafts(@CurrentUser() user: UserRow): Promise<DraftsResponse> {
    return this.editor.drafts(user);
  }

  @Get('fetch/:id')
  @Roles('admin', 'root')
  fetch(@CurrentUser() user: UserRow, @Param('id') id: string): Promise<Writeup> {
    return this.editor.fetch(user, id);
  }

  @Patch()
  @HttpCode(200)
  @Roles('admin', 'root')
  @Invalidates<Writeup>({ after: savedWriteupKeys })
  save(@CurrentUser() user: UserRow, @Body() body: SaveWriteupDto): Promise<Writeup> {
    return this.editor.save(user, body);
  }

  @Get('listings')
  @Public()
  @PublicRead({
    query: ['search', 'filter', 'sort', 'page', 'excludeArticle'],
    keys: () => [SurrogateKeys.writeups],
  })
  listings(
    @CurrentUser() viewer: UserRow | undefined,
    @Query() query: ListingQueryDto,
  ): Promise<ListingResponse> {
    return this.reader.listings(viewer, query);
  }

  @Get('random')
  @Public()
  random(@CurrentUser() viewer: UserRow | undefined): Promise<Writeup> {
    return this.reader.random(viewer);
  }

  @Get('leaderboard')
  @Public()
  @PublicRead({
    query: ['page', 'type', 'username'],
    keys: () => [SurrogateKeys.writeups, SurrogateKeys.users],
  })
  leaderboard(@Query() query: LeaderboardQueryDto): Promise<ListingResponse> {
    return this.reader.leaderboard(query);
  }

  @Get('user/:username')
  @Public()
  @PublicRead({
    query: [],
    keys: (_answer, req) => [SurrogateKeys.writeups, SurrogateKeys.username(String(req.params.username))],
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
    query: ['start', 'end', 'type'],
    keys: (_answer, req) => [
      SurrogateKeys.writeups,
      SurrogateKeys.roundups,
      SurrogateKeys.username(String(req.params.username)),
    ],
  })
  roundup(@Param('username') username: string, @Query() query: RoundupQueryDto): Promise<RoundupResponse> {
    return this.reader.roundup(username, query);
  }

  @Get()
  @Public()
  @PublicRead<Writeup>({
    query: ['filter'],
    // A rank depends on every other writeup's rating.
    keys: (writeup) => [
      SurrogateKeys.writeup(writeup._id),
      SurrogateKeys.user(writeup.admin._id),
      ...(writeup.rank === undefined ? [] : [SurrogateKeys.writeups]),
    ],
  })
  lookup(@CurrentUser() viewer: UserRow | undefined, @Query() query: LookupQueryDto): Promise<Writeup> {
    return this.reader.lookup(viewer, query.filter);
  }
}
