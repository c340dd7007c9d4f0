import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { NEWSLETTER } from '@reviews/libs/constants';
import type { NewsletterStatsResponse, OkResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { Public, RootOnly } from '../common/auth.decorators';
import { OkDto } from '../common/dto/ok.response';
import { UnsubscribeTokenQueryDto, unsubscribeTokenOf } from '../common/dto/unsubscribe-token.request';
import { OneClickUnsubscribe } from '../common/one-click-unsubscribe';
import {
  NewsletterConfirmDto,
  NewsletterSubscribeDto,
  NewsletterUnsubscribeDto,
} from './dto/newsletter.request';
import { NewsletterStatsDto } from './dto/newsletter.response';
import {
  INVALID_CONFIRM_LINK,
  INVALID_NEWSLETTER_UNSUBSCRIBE_LINK,
  NewsletterSubscriptionsService,
} from './newsletter-subscriptions.service';

const OK: OkResponse = { ok: true };

/** product.md §18: the newsletter, for readers with or without an account. */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: NewsletterSubscriptionsService) {}

  @Public()
  @Post('subscribe')
  @HttpCode(202)
  @Throttle({ default: { limit: NEWSLETTER.subscribeRequestsPerClientPerHour, ttl: 60 * 60_000 } })
  @ApiAcceptedResponse({
    type: OkDto,
    description: 'Always the same answer; a confirmation link is e-mailed unless the address is subscribed',
  })
  @Endpoint({
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe an address to the newsletter',
    errors: { 400: 'Not an e-mail address', 429: 'Too many requests from this client' },
  })
  subscribe(@Body() body: NewsletterSubscribeDto): OkResponse {
    this.subscriptions.subscribe(body.email);
    return OK;
  }

  @Public()
  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The address gets the newsletter from now on' })
  @Endpoint({
    operationId: 'confirmNewsletter',
    summary: "Confirm a subscription with its e-mail's link",
    errors: { 400: INVALID_CONFIRM_LINK },
  })
  async confirm(@Body() body: NewsletterConfirmDto): Promise<OkResponse> {
    await this.subscriptions.confirm(body.token);
    return OK;
  }

  @Public()
  @OneClickUnsubscribe({
    operationId: 'unsubscribeNewsletter',
    summary: "Stop the newsletter with an issue's link (works signed out; RFC 8058 one-click)",
    done: 'The address gets no more newsletters',
    invalidLink: INVALID_NEWSLETTER_UNSUBSCRIBE_LINK,
  })
  async unsubscribe(
    @Body() body: NewsletterUnsubscribeDto,
    @Query() query: UnsubscribeTokenQueryDto,
  ): Promise<OkResponse> {
    await this.subscriptions.unsubscribe(unsubscribeTokenOf(body, query));
    return OK;
  }

  @RootOnly()
  @Get('stats')
  @ApiOkResponse({ type: NewsletterStatsDto })
  @Endpoint({ operationId: 'getNewsletterStats', summary: 'Root: confirmed and pending subscribers' })
  stats(): Promise<NewsletterStatsResponse> {
    return this.subscriptions.stats();
  }
}
