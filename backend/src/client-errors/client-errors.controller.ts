import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { HYDRATION_ERRORS } from '@reviews/libs/constants';

import { Public } from '../common/auth.decorators';
import { ApiErrorDto } from '../common/dto/api-error.response';
import { ClientErrorsService } from './client-errors.service';
import { HydrationErrorDto } from './dto/hydration-error.request';

/** What browsers report about the reader site's pages (product.md §14). */
@ApiTags('client-errors')
@Controller()
export class ClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  @Public()
  @Post('hydration-error')
  @HttpCode(204)
  @Throttle({ default: { limit: HYDRATION_ERRORS.perClientPerMinute, ttl: 60_000 } })
  @ApiNoContentResponse({ description: 'Logged on the server as a warning' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Not a page path and a message' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many reports from this client' })
  @ApiOperation({
    operationId: 'reportHydrationError',
    summary: "Report a page whose scripts could not take over the server's HTML",
  })
  report(@Body() body: HydrationErrorDto): void {
    this.clientErrors.report(body);
  }
}
