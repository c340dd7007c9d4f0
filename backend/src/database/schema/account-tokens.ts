import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt, primaryId } from './columns';
import { users } from './users';

const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'verify-email', 'cancel-email-change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Links sent by e-mail (password reset, address verification, and the cancellation of an address
 * change sent to the old address). Only a hash of the token is stored, so a copy of the database
 * cannot be used to take over accounts.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (for verification: the address it confirms). */
    email: text('email').notNull(),
    created: createdAt(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    /** Set when the link is used or voided; the row stays so that the per-address interval counts it. */
    used: timestamp('used', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose, table.created)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
