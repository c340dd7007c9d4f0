import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { NotificationsResponse, OkResponse, UnreadCountResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, Public, SignedIn } from '../common/auth.decorators';
import { UnsubscribeTokenQueryDto, unsubscribeTokenOf } from '../common/dto/unsubscribe-token.request';
import { OneClickUnsubscribe } from '../common/one-click-unsubscribe';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { DigestUnsubscribeService, INVALID_UNSUBSCRIBE_LINK } from './digest-unsubscribe.service';
import { DigestUnsubscribeDto, MarkNotificationsReadDto } from './dto/notifications.request';
import { NotificationsDto, UnreadCountDto } from './dto/notifications.response';
import { NOTIFICATIONS_NOT_FOUND, NotificationsService } from './notifications.service';

/** product.md §13: personal, so every answer is `private, no-store` (none is a @PublicRead). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly unsubscribes: DigestUnsubscribeService,
  ) {}

  @SignedIn()
  @Get()
  @ApiPageQuery()
  @ApiOkResponse({ type: NotificationsDto })
  @Endpoint({ operationId: 'getNotifications', summary: 'My notifications, newest first, paged' })
  list(
    @Query('page') page: string | undefined,
    @CurrentUser() user: UserRow,
  ): Promise<NotificationsResponse> {
    return this.notifications.list(user, page);
  }

  @SignedIn()
  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountDto })
  @Endpoint({ operationId: 'getUnreadNotificationCount', summary: 'How many of my notifications are unread' })
  unreadCount(@CurrentUser() user: UserRow): Promise<UnreadCountResponse> {
    return this.notifications.unreadCount(user);
  }

  @SignedIn()
  @Post('read')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountDto, description: 'The unread count after' })
  @Endpoint({
    operationId: 'markNotificationsRead',
    summary: 'Mark these notifications, or all of mine, read',
    errors: {
      400: 'ids that are no ids; nothing changed',
      404: `${NOTIFICATIONS_NOT_FOUND}; nothing changed`,
    },
  })
  markRead(
    @Body() body: MarkNotificationsReadDto,
    @CurrentUser() user: UserRow,
  ): Promise<UnreadCountResponse> {
    return this.notifications.markRead(user, body.ids);
  }

  @Public()
  @OneClickUnsubscribe({
    operationId: 'unsubscribeDigest',
    summary: "Turn the daily digest off with its e-mail's link (works signed out)",
    done: 'The daily digest is off',
    invalidLink: INVALID_UNSUBSCRIBE_LINK,
  })
  async unsubscribe(
    @Body() body: DigestUnsubscribeDto,
    @Query() query: UnsubscribeTokenQueryDto,
  ): Promise<OkResponse> {
    await this.unsubscribes.unsubscribe(unsubscribeTokenOf(body, query));
    return { ok: true };
  }
}
