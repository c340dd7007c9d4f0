import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FeedResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { FeedDto } from './dto/feed.response';
import { FeedService } from './feed.service';

/** product.md §13: personal (`private, no-store`, like every answer that is no @PublicRead). */
@ApiTags('follows')
@Controller('me/feed')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @SignedIn()
  @Get()
  @ApiPageQuery()
  @ApiOkResponse({ type: FeedDto })
  @Endpoint({ operationId: 'getMyFeed', summary: 'What the members I follow did, newest first, paged' })
  page(@Query('page') page: string | undefined, @CurrentUser() user: UserRow): Promise<FeedResponse> {
    return this.feed.page(user, page);
  }
}
