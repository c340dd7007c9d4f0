import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AutofillCandidate } from '@reviews/libs/contract';

import { CurrentUser, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { SearchAutofillQuery, TitleInfoQuery } from './autofill.dto';
import { AutofillService, type TitleInfo } from './autofill.service';

@ApiTags('autofill')
@Roles('admin', 'root')
@Controller('autofill')
export class AutofillController {
  constructor(private readonly autofill: AutofillService) {}

  @Get('searchAutofill')
  searchAutofill(@Query() query: SearchAutofillQuery): Promise<AutofillCandidate[]> {
    return this.autofill.candidates(query.type, query.search);
  }

  @Get('getTitleInfo')
  getTitleInfo(@Query() query: TitleInfoQuery, @CurrentUser() user: UserRow): Promise<TitleInfo> {
    return this.autofill.titleInfo(query.type, query.imdbID, user.id);
  }
}
