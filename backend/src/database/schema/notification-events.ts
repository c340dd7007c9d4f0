import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt, oncePerMember, primaryId } from './columns';
import { comments } from './comments';
import { logEntries } from './diary';
import { users } from './users';
import { writeups } from './writeups';

export const NOTIFICATION_KINDS = ['reply', 'like', 'follow', 'published'] as const;

/**
 * What a member is to be notified of (product.md §13): one entry of their notifications, written
 * in the transaction of the action itself (a publication's by a job, product.md §19), never for
 * their own actions (fan-out on write; the figures are in bench/RESULTS.md). `reply`: `actorId` answered the recipient's comment with
 * `commentId` (the reply) on `writeupId`. `like`: the recipient's writeup (`writeupId`) or comment
 * (`commentId` on `writeupId`) was liked; one unread entry per liked thing gathers its likers
 * (notification_actors), `actorId` the latest. `follow`: `actorId` follows the recipient.
 * `published`: `actorId`, whom the recipient follows, published `writeupId`; a scheduled one is
 * written with `created` at its publication time, and reads show only entries whose `created`
 * has come. Goes with the comment, the writeup or either account.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: primaryId(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    recipientId: belongsTo('recipient_id', () => users.id),
    actorId: belongsTo('actor_id', () => users.id),
    writeupId: uuid('writeup_id').references(() => writeups.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** `like` of a diary entry (product.md §15): the entry, on `writeupId`. */
    logId: uuid('log_id').references(() => logEntries.id, { onDelete: 'cascade' }),
    created: createdAt(),
    read: boolean('read').notNull().default(false),
  },
  (table) => [
    index('notification_events_recipient_id_created_idx').on(table.recipientId, table.created),
    // The bell's count and the digest read only unread entries.
    index('notification_events_unread_idx')
      .on(table.recipientId, table.created)
      .where(sql`${table.read} = false`),
    // Deleting an account, a writeup or a comment finds its entries without reading them all.
    index('notification_events_actor_id_idx').on(table.actorId),
    index('notification_events_writeup_id_idx').on(table.writeupId, table.kind),
    // One `published` entry per follower and writeup: the fan-out job may run a batch twice
    // (a worker that died mid-job, a retry) and must not tell anyone twice.
    uniqueIndex('notification_events_published_once_idx')
      .on(table.writeupId, table.recipientId)
      .where(sql`${table.kind} = 'published'`),
    index('notification_events_comment_id_idx').on(table.commentId),
    index('notification_events_log_id_idx').on(table.logId),
  ],
);

export type NotificationEventRow = typeof notificationEvents.$inferSelect;

/** The members who liked the thing of a `like` entry, newest first by `created`. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: belongsTo('notification_id', () => notificationEvents.id),
    actorId: belongsTo('actor_id', () => users.id),
    created: createdAt(),
  },
  (table) => oncePerMember('notification_actors', table.notificationId, table.actorId),
);

/**
 * The day (UTC) of the last daily digest sent to a member (product.md §13): an instance claims a
 * member's digest by moving this forward, so several instances never send it twice.
 */
export const notificationDigests = pgTable('notification_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSent: timestamp('last_sent', { withTimezone: true }).notNull(),
});
