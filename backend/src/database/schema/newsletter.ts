import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt, primaryId } from './columns';

/**
 * product.md §18: readers who asked for the newsletter, members or not. An address gets issues
 * only once its confirmation link was followed (double opt-in); only a hash of that link's token
 * is kept. Unsubscribing deletes the row.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: primaryId(),
    /** Stored lower-cased, so an address subscribes once whatever its spelling. */
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation link went out (one per address per interval, whoever asks). */
    confirmSent: timestamp('confirm_sent', { withTimezone: true }).notNull().defaultNow(),
    confirmed: timestamp('confirmed', { withTimezone: true }),
    created: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    // Issues go to confirmed subscribers in id order, a batch at a time.
    index('newsletter_subscribers_confirmed_idx')
      .on(table.id)
      .where(sql`${table.confirmed} is not null`),
  ],
);

/**
 * One issue of the newsletter (weekly or monthly), claimed by the instance that creates its row,
 * so it goes out once whatever the number of instances. `cursor` is the last subscriber it was
 * queued for: a run that stops half-way is carried on (by any instance once `leaseUntil` passed)
 * without mailing anyone twice.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  /** `weekly-2026-11-23` (the Monday it goes out) or `monthly-2026-10` (the month it covers). */
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  cursor: uuid('cursor'),
  recipients: integer('recipients').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  created: createdAt(),
  finished: timestamp('finished', { withTimezone: true }),
});

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
