import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_created_idx').on(table.created)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
