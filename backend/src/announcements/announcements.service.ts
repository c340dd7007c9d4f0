import { BadRequestException, Injectable } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { Announcement, AnnouncementsResponse } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { toAnnouncementResponse } from './announcement.mapper';
import type { AnnouncementDto } from './dto/announcement.request';
import { AnnouncementsRepository } from './announcements.repository';

/** The most a `limit` may ask for in one answer. */
const ANNOUNCEMENT_LIMIT_MAX = 50;

/** `limit` replaces the page size: a whole number from 1 to 50, or absent. */
function pageSize(limit: unknown): number {
  if (limit === undefined) return PAGE_SIZES.announcements;
  const text = typeof limit === 'string' ? limit.trim() : '';
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > ANNOUNCEMENT_LIMIT_MAX) {
    throw new BadRequestException(`limit must be a whole number from 1 to ${ANNOUNCEMENT_LIMIT_MAX}`);
  }
  return value;
}

@Injectable()
export class AnnouncementsService {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  async list(query: { limit?: unknown; page?: unknown }): Promise<AnnouncementsResponse> {
    const size = pageSize(query.limit);
    const { offset, ...paging } = pageWindow(
      normalisePageParam(query.page),
      await this.announcements.count(),
      size,
    );
    const rows = await this.announcements.page(offset, size);
    return {
      announcements: rows.map(({ announcement, admin }) => toAnnouncementResponse(announcement, admin)),
      ...paging,
    };
  }

  async create(body: AnnouncementDto, admin: UserRow): Promise<Announcement> {
    const row = await this.announcements.insert({
      title: body.title,
      content: body.content,
      adminId: admin.id,
    });
    return toAnnouncementResponse(row, admin);
  }
}
