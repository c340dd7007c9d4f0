import { REVISION_KINDS, REVISION_STATES, type RevisionFields } from '@reviews/libs/contract';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt, primaryId } from './columns';
import { users } from './users';
import { writeups } from './writeups';

/** One row per save of a writeup: who saved it, when, how, the fields it stored and the state it left. */
export const writeupRevisions = pgTable(
  'writeup_revisions',
  {
    id: primaryId(),
    writeupId: belongsTo('writeup_id', () => writeups.id),
    /** Null once the saving account is deleted; the revision itself stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
    fields: jsonb('fields').$type<RevisionFields>().notNull(),
    kind: text('kind', { enum: REVISION_KINDS }).notNull().default('manual'),
    /** What the save made of the writeup; rows older than this column are backfilled (migration). */
    state: text('state', { enum: REVISION_STATES }).notNull().default('draft'),
  },
  (table) => [index('writeup_revisions_writeup_id_created_idx').on(table.writeupId, table.created)],
);

export type WriteupRevisionRow = typeof writeupRevisions.$inferSelect;
