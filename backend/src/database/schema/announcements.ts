import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt, primaryId } from './columns';
import { users } from './users';

export const announcements = pgTable(
  'announcements',
  {
    id: primaryId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    created: createdAt(),
  },
  (table) => [index('announcements_created_idx').on(table.created)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
