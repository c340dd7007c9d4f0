import { type AnyPgColumn, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { belongsTo, createdAt, primaryId } from './columns';
import { users } from './users';
import { writeups } from './writeups';

export const comments = pgTable(
  'comments',
  {
    id: primaryId(),
    writeupId: belongsTo('writeup_id', () => writeups.id),
    userId: belongsTo('user_id', () => users.id),
    content: text('content').notNull(),
    /** The content rendered and sanitised at save (product.md §14); null until rendered. */
    contentHtml: text('content_html'),
    created: createdAt(),
    edited: boolean('edited').notNull().default(false),
    /** Hidden by a moderator: shown only to its author and moderators. */
    hidden: boolean('hidden').notNull().default(false),
    /** The top-level comment this one answers (replies are one level deep); its deletion takes this. */
    replyTo: uuid('reply_to').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Posted as containing spoilers: shown collapsed. */
    spoiler: boolean('spoiler').notNull().default(false),
    /** Kept by a trigger on comment_likes. */
    likes: integer('likes').notNull().default(0),
  },
  (table) => [
    index('comments_writeup_id_created_idx').on(table.writeupId, table.created),
    // A member's comments newest first: their followers' feeds (product.md §13).
    index('comments_user_id_created_idx').on(table.userId, table.created),
    index('comments_reply_to_idx').on(table.replyTo),
    // The home page's most discussed row counts the visible comments of the last days.
    index('comments_visible_created_idx')
      .on(table.created, table.writeupId)
      .where(sql`${table.hidden} = false`),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;
