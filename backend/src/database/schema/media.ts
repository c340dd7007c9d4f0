import type { MediaPurpose } from '@reviews/libs/constants';
import type { MediaVariant } from '@reviews/libs/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { users } from './users';

/** An uploaded image; its files live in the media storage under `{id}/`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    // Kept when the uploader's account goes: writeups may still show the image.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    /** Of the largest variant. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /**
     * The image's dominant colour (`#rrggbb`), computed once at upload: readers see it while the
     * image loads. Empty for images stored before it was kept.
     */
    placeholder: text('placeholder').notNull().default(''),
    /** Of the file as uploaded: the daily quotas count these. */
    bytes: integer('bytes').notNull().default(0),
    created: createdAt(),
    /** Found referenced once it was a day old, so the cleanup never looks at it again. */
    kept: boolean('kept').notNull().default(false),
  },
  (table) => [
    index('media_owner_id_created_idx').on(table.ownerId, table.created),
    index('media_unchecked_created_idx')
      .on(table.created)
      .where(sql`${table.kept} = false`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;
