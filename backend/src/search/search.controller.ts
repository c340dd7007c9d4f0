import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SearchAllResponse, SearchResponse } from '@reviews/libs/contract';

import { Endpoint, ApiErrorResponses } from '../common/endpoint.decorator';
import { CurrentUser, Public } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { SearchAllQueryDto, SearchQueryDto } from './dto/search-query.request';
import { SearchAllDto, SearchDto } from './dto/search.response';
import { SearchService } from './search.service';

const SEARCH_KEYS = [SurrogateKeys.writeups, SurrogateKeys.users];

@ApiTags('search')
@ApiErrorResponses({ 400: 'The search is too short or too long' })
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Public()
  @Get()
  @PublicRead({ counts: true, keys: () => SEARCH_KEYS })
  @ApiOkResponse({ type: SearchDto })
  @Endpoint({
    operationId: 'searchSuggestions',
    summary: 'Writeups and users as the search overlay suggests them',
  })
  suggestions(
    @Query() query: SearchQueryDto,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<SearchResponse> {
    return this.search.suggestions(query.search, viewer);
  }

  @Public()
  @Get('all')
  @PublicRead({ counts: true, keys: () => SEARCH_KEYS })
  @ApiOkResponse({ type: SearchAllDto })
  @Endpoint({ operationId: 'searchAll', summary: 'Every writeup and user matching a search, paged' })
  all(
    @Query() query: SearchAllQueryDto,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<SearchAllResponse> {
    return this.search.all(query.search, query.page, viewer);
  }
}
