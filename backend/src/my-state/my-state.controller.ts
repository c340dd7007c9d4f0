import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MyPageResponse, MyStateResponse } from '@reviews/libs/contract';
import type { FastifyReply } from 'fastify';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { MyStateQueryDto } from './dto/my-state.request';
import { markSignedIn } from '../session/signed-in-marker';
import { MyPageDto, MyStateDto } from './dto/my-state.response';
import { type MyStateAsk, MyStateService } from './my-state.service';

const askOf = ({ writeups, thread, users, logs, lists }: MyStateQueryDto): MyStateAsk => ({
  writeups: writeups ?? [],
  thread,
  users: users ?? [],
  logs,
  lists,
});

/** product.md §7: what a page shows as mine, in one personal call beside its public reads. */
@ApiTags('me')
@Controller('me')
export class MyStateController {
  constructor(private readonly state: MyStateService) {}

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('state')
  @ApiOkResponse({ type: MyStateDto })
  @Endpoint({
    operationId: 'getMyState',
    summary:
      "A page's personal state in one call: my likes, ratings, watchlist, hidden comments, reports and follows",
    errors: { 400: 'An id that is no id, or too many ids or usernames' },
  })
  mine(@Query() query: MyStateQueryDto, @CurrentUser() user: UserRow): Promise<MyStateResponse> {
    return this.state.of(user, askOf(query));
  }

  /**
   * product.md §14: a member's page load asks this one call (whoami, the unread count and the
   * page's state together); a visitor's asks nothing. It renews the signed-in marker, so the marker
   * lives as long as the session it stands beside.
   */
  @SignedIn()
  @Get('page')
  @ApiOkResponse({ type: MyPageDto })
  @Endpoint({
    operationId: 'getMyPage',
    summary:
      "A page load's one personal call: the signed-in user (as whoami), the unread notification count and the page's personal state (as GET /api/me/state)",
    errors: { 400: 'As GET /api/me/state: an id that is no id, or too many ids or usernames' },
  })
  async page(
    @Query() query: MyStateQueryDto,
    @CurrentUser() user: UserRow,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyPageResponse> {
    const answer = await this.state.page(user, askOf(query));
    markSignedIn(reply, true, reply.request.session?.cookie.secure === true);
    return answer;
  }
}
