import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AutofillCandidate } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, StaffOnly } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { SearchAutofillQuery, TitleInfoQuery } from './dto/autofill.request';
import { AutofillService, type TitleInfo } from './autofill.service';
import { AutofillCandidateDto, TitleInfoDto } from './dto/autofill.response';

@ApiTags('autofill')
@ApiBadRequestResponse({
  type: ApiErrorDto,
  description: 'A type other than movie or series, or a bad query',
})
@ApiBadGatewayResponse({ type: ApiErrorDto, description: 'The movie database did not answer' })
@ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Autofill is not configured' })
@StaffOnly()
@Controller('autofill')
export class AutofillController {
  constructor(private readonly autofill: AutofillService) {}

  @Get('searchAutofill')
  @ApiOkResponse({ type: [AutofillCandidateDto], description: 'Titles of the movie database matching' })
  @ApiOperation({
    operationId: 'searchAutofill',
    summary: 'Admin: titles of the movie database matching a search',
  })
  searchAutofill(@Query() query: SearchAutofillQuery): Promise<AutofillCandidate[]> {
    return this.autofill.candidates(query.type, query.search);
  }

  @Get('getTitleInfo')
  @ApiOkResponse({ type: TitleInfoDto, description: 'The poster imported into the site media' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No title was found for that IMDb id' })
  @ApiOperation({
    operationId: 'getTitleInfo',
    summary: "Admin: a title's writeup fields from the movie database",
  })
  getTitleInfo(@Query() query: TitleInfoQuery, @CurrentUser() user: UserRow): Promise<TitleInfo> {
    return this.autofill.titleInfo(query.type, query.imdbID, user.id);
  }
}
