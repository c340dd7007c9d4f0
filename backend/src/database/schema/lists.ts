import { LIST_LIMITS, LIST_VISIBILITIES, type ListVisibility } from '@reviews/libs/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt, oncePerMember, primaryId } from './columns';
import { users } from './users';
import { writeups } from './writeups';

/** A member's list of movies and series (product.md §16); goes with its owner's account. */
export const lists = pgTable(
  'lists',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    /** Markdown. */
    description: text('description').notNull().default(''),
    /** The description as sanitised HTML, rendered when saved (product.md §14). */
    descriptionHtml: text('description_html'),
    ranked: boolean('ranked').notNull().default(false),
    visibility: text('visibility').$type<ListVisibility>().notNull().default('public'),
    /** Kept with the likes, in the same transaction (lists.repository.ts). */
    likes: integer('likes').notNull().default(0),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lists_user_id_created_idx').on(table.userId, table.created),
    // The public lists, recent and popular first.
    index('lists_public_created_idx')
      .on(table.created)
      .where(sql`${table.visibility} = 'public'`),
    index('lists_public_likes_idx')
      .on(table.likes, table.created)
      .where(sql`${table.visibility} = 'public'`),
    check(
      'lists_visibility_check',
      sql`${table.visibility} in (${sql.raw(LIST_VISIBILITIES.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'lists_title_check',
      sql`char_length(${table.title}) between ${sql.raw(String(LIST_LIMITS.titleMin))} and ${sql.raw(String(LIST_LIMITS.titleMax))}`,
    ),
  ],
);

/** A writeup on a list, at `position` (0 first); each writeup at most once per list. */
export const listEntries = pgTable(
  'list_entries',
  {
    listId: belongsTo('list_id', () => lists.id),
    writeupId: belongsTo('writeup_id', () => writeups.id),
    position: integer('position').notNull(),
    /** Markdown. */
    note: text('note').notNull().default(''),
    /** The note as sanitised HTML, rendered when saved (product.md §14). */
    noteHtml: text('note_html'),
    spoiler: boolean('spoiler').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.writeupId] }),
    index('list_entries_list_id_position_idx').on(table.listId, table.position),
    index('list_entries_writeup_id_idx').on(table.writeupId),
  ],
);

/** A member likes a list; at most once. */
export const listLikes = pgTable(
  'list_likes',
  {
    listId: belongsTo('list_id', () => lists.id),
    userId: belongsTo('user_id', () => users.id),
    created: createdAt(),
  },
  (table) => oncePerMember('list_likes', table.listId, table.userId),
);

export type ListRow = typeof lists.$inferSelect;
export type ListEntryRow = typeof listEntries.$inferSelect;
