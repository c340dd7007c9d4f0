import { Injectable } from '@nestjs/common';
import { count, desc, eq } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { type AnnouncementRow, announcements, type NewAnnouncementRow, users } from '../database/schema';
import { AUTHOR_COLUMNS } from '../users/queries';
import type { AnnouncementAuthor } from './announcement.mapper';

export interface AnnouncementWithAuthor {
  announcement: AnnouncementRow;
  admin: AnnouncementAuthor;
}

@Injectable()
export class AnnouncementsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(announcements);
    return row.total;
  }

  /** Newest first. */
  page(offset: number, limit: number): Promise<AnnouncementWithAuthor[]> {
    return this.db
      .select({
        announcement: announcements,
        admin: AUTHOR_COLUMNS,
      })
      .from(announcements)
      .innerJoin(users, eq(users.id, announcements.adminId))
      .orderBy(desc(announcements.created), desc(announcements.id))
      .offset(offset)
      .limit(limit);
  }

  async insert(values: NewAnnouncementRow): Promise<AnnouncementRow> {
    const [row] = await this.db.insert(announcements).values(values).returning();
    return row;
  }
}
