import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AudienceScoreResponse, MyRatingsResponse, RatingsSummary } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
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
  @Endpoint({
    operationId: 'rateWriteup',
    summary: 'Rate a published movie or series (or change my score)',
    errors: { 400: 'A score off the steps, or your own writeup', 404: MISSING },
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
  @Endpoint({
    operationId: 'unrateWriteup',
    summary: 'Take back my rating of a writeup (idempotent)',
    errors: { 400: 'Your own writeup', 404: MISSING },
  })
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
  @Endpoint({
    operationId: 'getWriteupRatings',
    summary: "A writeup's audience ratings: histogram, count, mean",
    errors: { 404: MISSING },
  })
  summary(@IdParam('id', RATABLE_NOT_FOUND) id: string): Promise<RatingsSummary> {
    return this.ratings.summary(id);
  }

  /** Personal (`private, no-store`, like every answer that is no @PublicRead). */
  @SignedIn()
  @Get('me/ratings')
  @ApiOkResponse({ type: MyRatingsDto })
  @Endpoint({
    operationId: 'getMyRatings',
    summary: 'My scores of those of the given writeups I rated',
    errors: { 400: 'An id that is no id, or too many ids' },
  })
  mine(@Query() query: MyRatingsQueryDto, @CurrentUser() user: UserRow): Promise<MyRatingsResponse> {
    return this.ratings.mine(user, query.writeups ?? []);
  }
}
