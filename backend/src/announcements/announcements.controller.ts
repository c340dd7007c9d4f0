import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Announcement, AnnouncementsResponse } from '@reviews/libs/contract';

import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser, Public, StaffOnly } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { AnnouncementDto } from './dto/announcement.request';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementResponseDto, AnnouncementsPageDto } from './dto/announcement.response';
import { AnnouncementsQueryDto } from './dto/announcements-query.request';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Public()
  @Get()
  @PublicRead({ keys: () => [SurrogateKeys.announcements] })
  @ApiOkResponse({ type: AnnouncementsPageDto })
  @Endpoint({
    operationId: 'listAnnouncements',
    summary: 'Announcements, newest first',
    errors: { 400: 'limit is not a whole number from 1 to 50' },
  })
  list(@Query() query: AnnouncementsQueryDto): Promise<AnnouncementsResponse> {
    return this.announcements.list(query);
  }

  @StaffOnly()
  @Post()
  @Invalidates({ after: () => [SurrogateKeys.announcements, SurrogateKeys.stats] })
  @ApiCreatedResponse({ type: AnnouncementResponseDto, description: 'The new announcement' })
  @Endpoint({
    operationId: 'createAnnouncement',
    summary: 'Admin: publish an announcement',
    errors: { 400: 'A field empty or over its limit' },
  })
  create(@Body() body: AnnouncementDto, @CurrentUser() admin: UserRow): Promise<Announcement> {
    return this.announcements.create(body, admin);
  }
}
