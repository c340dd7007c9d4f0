import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AutofillCandidate } from '@reviews/libs/contract';

import { Endpoint, ApiErrorResponses } from '../common/endpoint.decorator';
import { CurrentUser, StaffOnly } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { SearchAutofillQuery, TitleInfoQuery } from './dto/autofill.request';
import { AutofillService, type TitleInfo } from './autofill.service';
import { AutofillCandidateDto, TitleInfoDto } from './dto/autofill.response';

@ApiTags('autofill')
@ApiErrorResponses({
  400: 'A type other than movie or series, or a bad query',
  502: 'The movie database did not answer',
  503: 'Autofill is not configured',
})
@StaffOnly()
@Controller('autofill')
export class AutofillController {
  constructor(private readonly autofill: AutofillService) {}

  @Get('searchAutofill')
  @ApiOkResponse({ type: [AutofillCandidateDto], description: 'Titles of the movie database matching' })
  @Endpoint({
    operationId: 'searchAutofill',
    summary: 'Admin: titles of the movie database matching a search',
  })
  searchAutofill(@Query() query: SearchAutofillQuery): Promise<AutofillCandidate[]> {
    return this.autofill.candidates(query.type, query.search);
  }

  @Get('getTitleInfo')
  @ApiOkResponse({ type: TitleInfoDto, description: 'The poster imported into the site media' })
  @Endpoint({
    operationId: 'getTitleInfo',
    summary: "Admin: a title's writeup fields from the movie database",
    errors: { 404: 'No title was found for that IMDb id' },
  })
  getTitleInfo(@Query() query: TitleInfoQuery, @CurrentUser() user: UserRow): Promise<TitleInfo> {
    return this.autofill.titleInfo(query.type, query.imdbID, user.id);
  }
}
