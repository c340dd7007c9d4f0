import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt, primaryId } from './columns';

/**
 * E-mails waiting to be delivered. Requests only add rows; a job sends them and retries
 * while the mail server is away, so no e-mail is lost when the process restarts.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: primaryId(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one link the e-mail carries, logged when no mail server is configured. */
    link: text('link').notNull(),
    /** Extra headers, such as a bulk mail's List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    created: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may (re)try it; also a lease while one instance is sending it. */
    nextAttempt: timestamp('next_attempt', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sent: timestamp('sent', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.nextAttempt)
      .where(sql`${table.sent} is null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
