import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Announcement, AnnouncementsResponse } from '@reviews/libs/contract';

import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { SharedCache } from '../response-cache/shared-cache.decorator';
import { AnnouncementDto } from './announcement.dto';
import { AnnouncementsService } from './announcements.service';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Public()
  @Get()
  @SharedCache()
  @ApiQuery({ name: 'limit', required: false, description: 'Page size, 1 to 50' })
  @ApiQuery({ name: 'page', required: false })
  list(@Query('limit') limit?: unknown, @Query('page') page?: unknown): Promise<AnnouncementsResponse> {
    return this.announcements.list({ limit, page });
  }

  @Roles('admin', 'root')
  @Post()
  create(@Body() body: AnnouncementDto, @CurrentUser() admin: UserRow): Promise<Announcement> {
    return this.announcements.create(body, admin);
  }
}
