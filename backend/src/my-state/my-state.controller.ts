import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MyStateResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, SignedIn } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { MyStateQueryDto } from './dto/my-state.request';
import { MyStateDto } from './dto/my-state.response';
import { MyStateService } from './my-state.service';

/** product.md §7: what a page shows as mine, in one personal call beside its public reads. */
@ApiTags('me')
@Controller('me')
export class MyStateController {
  constructor(private readonly state: MyStateService) {}

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('state')
  @ApiOkResponse({ type: MyStateDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'An id that is no id, or too many ids or usernames',
  })
  @ApiOperation({
    operationId: 'getMyState',
    summary:
      "A page's personal state in one call: my likes, ratings, watchlist, hidden comments, reports and follows",
  })
  mine(@Query() query: MyStateQueryDto, @CurrentUser() user: UserRow): Promise<MyStateResponse> {
    return this.state.of(user, query.writeups ?? [], query.thread, query.users ?? []);
  }
}
