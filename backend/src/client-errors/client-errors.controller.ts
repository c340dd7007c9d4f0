import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { HYDRATION_ERRORS } from '@reviews/libs/constants';

import { Endpoint } from '../common/endpoint.decorator';
import { Public } from '../common/auth.decorators';
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
  @Endpoint({
    operationId: 'reportHydrationError',
    summary: "Report a page whose scripts could not take over the server's HTML",
    errors: { 400: 'Not a page path and a message', 429: 'Too many reports from this client' },
  })
  report(@Body() body: HydrationErrorDto): void {
    this.clientErrors.report(body);
  }
}
