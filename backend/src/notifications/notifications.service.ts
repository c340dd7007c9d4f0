import { Injectable, NotFoundException } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { NotificationsResponse, UnreadCountResponse } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { toNotificationResponse } from './notification.mapper';
import { NotificationsRepository } from './notifications.repository';

export const NOTIFICATIONS_NOT_FOUND = 'No such notification of yours';

/** product.md §13: a member's notifications, newest first; all personal (`private, no-store`). */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(user: UserRow, rawPage: unknown): Promise<NotificationsResponse> {
    const now = new Date();
    const total = await this.notifications.countShown(user.id, now, false);
    const window = pageWindow(normalisePageParam(rawPage), total, PAGE_SIZES.notifications);
    const records = await this.notifications.page(user.id, now, window.offset, window.pageSize);
    const likers = await this.notifications.likers(
      records.filter((record) => record.event.kind === 'like').map((record) => record.event.id),
    );
    const { page, totalPages, totalMatched, pageSize } = window;
    return {
      notifications: records.map((record) => toNotificationResponse(record, likers.get(record.event.id))),
      page,
      totalPages,
      totalMatched,
      pageSize,
    };
  }

  async unreadCount(user: UserRow): Promise<UnreadCountResponse> {
    return { count: await this.notifications.countShown(user.id, new Date(), true) };
  }

  /** Marks those entries (or all) read; 404 and nothing changed when an id names none of mine. */
  async markRead(user: UserRow, ids: string[] | undefined): Promise<UnreadCountResponse> {
    if (!(await this.notifications.markRead(user.id, ids, new Date()))) {
      throw new NotFoundException(NOTIFICATIONS_NOT_FOUND);
    }
    return this.unreadCount(user);
  }
}
