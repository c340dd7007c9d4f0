import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { comments } from './comments';
import { users } from './users';
import { writeups } from './writeups';

/**
 * What a member is to be notified of (product.md §13), written in the transaction of the action
 * itself, never for their own actions. `reply`: `actorId` answered the recipient's comment with
 * `commentId` (the reply) on `writeupId`. Goes with the reply, the writeup or either account.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['reply'] }).notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    writeupId: uuid('writeup_id')
      .notNull()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_events_recipient_id_created_idx').on(table.recipientId, table.created)],
);

export type NotificationEventRow = typeof notificationEvents.$inferSelect;
