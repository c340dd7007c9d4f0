import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AudienceScoreResponse, MyRatingsResponse, RatingsSummary } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { MyRatingsQueryDto, RatingDto } from './dto/ratings.request';
import { AudienceScoreDto, MyRatingsDto, RatingsSummaryDto } from './dto/ratings.response';
import { RATABLE_NOT_FOUND, RatingsService } from './ratings.service';

const MISSING = 'No published movie or series with this id (articles, drafts and scheduled writeups)';

/**
 * product.md §13, any signed-in member (suspended accounts are signed out). No @Invalidates: a
 * rating purges nothing, public counts may lag (LIKE_COUNT_LAG_S).
 */
@ApiTags('ratings')
@Controller()
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @SignedIn()
  @Put('writeup/:id/rating')
  @ApiOkResponse({ type: AudienceScoreDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A score off the steps, or your own writeup' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: MISSING })
  @ApiOperation({
    operationId: 'rateWriteup',
    summary: 'Rate a published movie or series (or change my score)',
  })
  rate(
    @IdParam('id', RATABLE_NOT_FOUND) id: string,
    @Body() body: RatingDto,
    @CurrentUser() user: UserRow,
  ): Promise<AudienceScoreResponse> {
    return this.ratings.rate(id, user, body.score);
  }

  @SignedIn()
  @Delete('writeup/:id/rating')
  @ApiOkResponse({ type: AudienceScoreDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Your own writeup' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: MISSING })
  @ApiOperation({ operationId: 'unrateWriteup', summary: 'Take back my rating of a writeup (idempotent)' })
  unrate(
    @IdParam('id', RATABLE_NOT_FOUND) id: string,
    @CurrentUser() user: UserRow,
  ): Promise<AudienceScoreResponse> {
    return this.ratings.rate(id, user, null);
  }

  @Public()
  @Get('writeup/:id/ratings')
  @PublicRead({ counts: true, keys: (_answer, req) => [SurrogateKeys.writeup(String(req.params.id))] })
  @ApiOkResponse({ type: RatingsSummaryDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: MISSING })
  @ApiOperation({
    operationId: 'getWriteupRatings',
    summary: "A writeup's audience ratings: histogram, count, mean",
  })
  summary(@IdParam('id', RATABLE_NOT_FOUND) id: string): Promise<RatingsSummary> {
    return this.ratings.summary(id);
  }

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('me/ratings')
  @ApiOkResponse({ type: MyRatingsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An id that is no id, or too many ids' })
  @ApiOperation({ operationId: 'getMyRatings', summary: 'My scores of those of the given writeups I rated' })
  mine(@Query() query: MyRatingsQueryDto, @CurrentUser() user: UserRow): Promise<MyRatingsResponse> {
    return this.ratings.mine(user, query.writeups ?? []);
  }
}
