import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The unique indexes a write of users may run into, by name: services tell which value is taken
 * (answering 409 with the right message, or trying another generated username) by them.
 */
export const USER_UNIQUE_KEYS = {
  /** lower(username): a clash means the name is taken, in any case. */
  username: 'users_username_lower_key',
  /** lower(email): one account per e-mail address, in any case. */
  email: 'users_email_lower_key',
  /** (login type, provider subject): one account per identity at a provider. */
  providerSubject: 'users_login_type_provider_subject_key',
} as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Null for accounts that only sign in through an identity provider. */
    email: text('email'),
    passwordHash: text('password_hash'),
    picture: text('picture').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** The bio rendered and sanitised at save (product.md §14); null until rendered. */
    bioHtml: text('bio_html'),
    favoriteMovie: text('favorite_movie').notNull().default(''),
    favoriteShow: text('favorite_show').notNull().default(''),
    watching: text('watching').notNull().default(''),
    type: text('type', { enum: ['user', 'admin', 'root'] })
      .notNull()
      .default('user'),
    loginType: text('login_type').notNull().default('email'),
    providerSubject: text('provider_subject'),
    thirdPartyPicture: text('third_party_picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Suspended by root: cannot sign in or write; their content stays. */
    suspended: boolean('suspended').notNull().default(false),
    /** product.md §13: others may read this member's watchlist. */
    watchlistPublic: boolean('watchlist_public').notNull().default(false),
    /** product.md §13: a daily mail when there are unread notifications. */
    emailDigest: text('email_digest', { enum: ['off', 'daily'] })
      .notNull()
      .default('off'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex(USER_UNIQUE_KEYS.username).on(sql`lower(${table.username})`),
    uniqueIndex(USER_UNIQUE_KEYS.email).on(sql`lower(${table.email})`),
    uniqueIndex(USER_UNIQUE_KEYS.providerSubject).on(table.loginType, table.providerSubject),
    // Search by username (`ilike '%text%'`, word similarity) without reading every user.
    index('users_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
