import type { RevisionFields } from '@reviews/libs/contract';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';
import { writeups } from './writeups';

/** One row per save of a writeup: who saved it, when, and the fields it stored. */
export const writeupRevisions = pgTable(
  'writeup_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    writeupId: uuid('writeup_id')
      .notNull()
      .references(() => writeups.id, { onDelete: 'cascade' }),
    /** Null once the saving account is deleted; the revision itself stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<RevisionFields>().notNull(),
  },
  (table) => [index('writeup_revisions_writeup_id_created_idx').on(table.writeupId, table.created)],
);

export type WriteupRevisionRow = typeof writeupRevisions.$inferSelect;
