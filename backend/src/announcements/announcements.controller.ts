import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Announcement, AnnouncementsResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { AnnouncementDto } from './dto/announcement.request';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementResponseDto, AnnouncementsPageDto } from './dto/announcement.response';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Public()
  @Get()
  @PublicRead({ query: ['limit', 'page'], keys: () => [SurrogateKeys.announcements] })
  @ApiQuery({ name: 'limit', type: 'integer', required: false, description: 'Page size, 1 to 50' })
  @ApiPageQuery()
  @ApiOkResponse({ type: AnnouncementsPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'limit is not a whole number from 1 to 50' })
  list(@Query('limit') limit?: unknown, @Query('page') page?: unknown): Promise<AnnouncementsResponse> {
    return this.announcements.list({ limit, page });
  }

  @Roles('admin', 'root')
  @Post()
  @Invalidates({ after: () => [SurrogateKeys.announcements, SurrogateKeys.stats] })
  @ApiCreatedResponse({ type: AnnouncementResponseDto, description: 'The new announcement' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A field empty or over its limit' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin or root' })
  create(@Body() body: AnnouncementDto, @CurrentUser() admin: UserRow): Promise<Announcement> {
    return this.announcements.create(body, admin);
  }
}
