import type { MediaPurpose } from '@reviews/libs/constants';
import type { MediaVariant } from '@reviews/libs/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_owner_id_idx').on(table.ownerId)],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;
