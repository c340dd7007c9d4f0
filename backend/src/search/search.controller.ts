import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SearchAllResponse, SearchResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public } from '../common/auth.decorators';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { SearchAllDto, SearchDto } from './dto/search.response';
import { SearchService } from './search.service';

const SEARCH_KEYS = [SurrogateKeys.writeups, SurrogateKeys.users];

@ApiTags('search')
@ApiBadRequestResponse({ type: ApiErrorDto, description: 'The search is too short or too long' })
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Public()
  @Get()
  @PublicRead({ query: ['search'], keys: () => SEARCH_KEYS })
  @ApiQuery({ name: 'search', type: String, description: 'At least 3 characters' })
  @ApiOkResponse({ type: SearchDto })
  suggestions(
    @Query('search') search: unknown,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<SearchResponse> {
    return this.search.suggestions(search, viewer);
  }

  @Public()
  @Get('all')
  @PublicRead({ query: ['search', 'page'], keys: () => SEARCH_KEYS })
  @ApiQuery({ name: 'search', type: String, description: 'At least 3 characters' })
  @ApiPageQuery()
  @ApiOkResponse({ type: SearchAllDto })
  all(
    @Query('search') search: unknown,
    @Query('page') page: unknown,
    @CurrentUser() viewer: UserRow | undefined,
  ): Promise<SearchAllResponse> {
    return this.search.all(search, page, viewer);
  }
}
