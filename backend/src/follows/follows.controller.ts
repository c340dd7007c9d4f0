import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FollowResponse, FollowUsersResponse, MyFollowsResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, Public, SignedIn } from '../common/auth.decorators';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { PublicRead, type RouteRequest } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { FollowDto, FollowUsersDto, MyFollowsDto } from './dto/follows.response';
import { MyFollowsQueryDto } from './dto/follows.request';
import { FollowsService } from './follows.service';

const NO_SUCH_USER = 'No user by that name (any case)';

/**
 * Lists of members, addressed by a username (every account change purges `users`); a follow
 * purges nothing, so they may lag like the counts.
 */
const followListKeys = (_answer: FollowUsersResponse, req: RouteRequest): string[] => [
  SurrogateKeys.users,
  SurrogateKeys.username(String(req.params.username)),
];

/**
 * product.md §13, any signed-in member (suspended accounts are signed out). Idempotent; no
 * @Invalidates: a follow purges nothing, public counts and lists may lag (LIKE_COUNT_LAG_S).
 */
@ApiTags('follows')
@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @SignedIn()
  @Put('user/:username/follow')
  @ApiOkResponse({ type: FollowDto })
  @Endpoint({
    operationId: 'followUser',
    summary: 'Follow a member (idempotent)',
    errors: { 400: 'Following yourself', 404: NO_SUCH_USER },
  })
  follow(@Param('username') username: string, @CurrentUser() user: UserRow): Promise<FollowResponse> {
    return this.follows.follow(username, user, true);
  }

  @SignedIn()
  @Delete('user/:username/follow')
  @ApiOkResponse({ type: FollowDto })
  @Endpoint({
    operationId: 'unfollowUser',
    summary: 'Stop following a member (idempotent)',
    errors: { 400: 'Unfollowing yourself', 404: NO_SUCH_USER },
  })
  unfollow(@Param('username') username: string, @CurrentUser() user: UserRow): Promise<FollowResponse> {
    return this.follows.follow(username, user, false);
  }

  @Public()
  @Get('user/:username/followers')
  @PublicRead<FollowUsersResponse>({ keys: followListKeys, counts: true })
  @ApiPageQuery()
  @ApiOkResponse({ type: FollowUsersDto })
  @Endpoint({
    operationId: 'getFollowers',
    summary: 'Members following a member, newest first, paged',
    errors: { 404: NO_SUCH_USER },
  })
  followers(
    @Param('username') username: string,
    @Query('page') page: string | undefined,
  ): Promise<FollowUsersResponse> {
    return this.follows.list(username, 'followers', page);
  }

  @Public()
  @Get('user/:username/following')
  @PublicRead<FollowUsersResponse>({ keys: followListKeys, counts: true })
  @ApiPageQuery()
  @ApiOkResponse({ type: FollowUsersDto })
  @Endpoint({
    operationId: 'getFollowing',
    summary: 'Members a member follows, newest first, paged',
    errors: { 404: NO_SUCH_USER },
  })
  following(
    @Param('username') username: string,
    @Query('page') page: string | undefined,
  ): Promise<FollowUsersResponse> {
    return this.follows.list(username, 'following', page);
  }

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('me/follows')
  @ApiOkResponse({ type: MyFollowsDto })
  @Endpoint({
    operationId: 'getMyFollows',
    summary: 'Which of the given members I follow',
    errors: { 400: 'Too many usernames' },
  })
  mine(@Query() query: MyFollowsQueryDto, @CurrentUser() user: UserRow): Promise<MyFollowsResponse> {
    return this.follows.mine(user, query.users ?? []);
  }
}
