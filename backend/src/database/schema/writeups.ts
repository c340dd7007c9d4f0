import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const writeups = pgTable(
  'writeups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['movie', 'series', 'article'] }).notNull(),
    title: text('title').notNull().default(''),
    /** Set at first publish and never changed, so links never break. */
    slug: text('slug'),
    headline: text('headline').notNull().default(''),
    runtime: integer('runtime'),
    season: integer('season'),
    releaseYear: integer('release_year'),
    mpaa: text('mpaa').notNull().default(''),
    director: text('director').notNull().default(''),
    genre: text('genre')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    poster: text('poster').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Issue 28: where crops keep the subject, "x% y%" (libs focal-point rule). */
    posterFocus: text('poster_focus').notNull().default('50% 50%'),
    imageFocus: text('image_focus').notNull().default('50% 50%'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: integer('rating').notNull().default(0),
    content: text('content').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * product.md §14: content and notes rendered and sanitised at save (backend/src/markdown),
     * placeholders filled; null until rendered (rows from before, filled at start).
     */
    contentHtml: text('content_html'),
    notesHtml: text('notes_html'),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    visibleAfter: timestamp('visible_after', { withTimezone: true }),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    draft: boolean('draft').notNull().default(true),
    wordCount: integer('word_count').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** The date shown on cards and used by the date sorts and visibility. */
    cardDate: timestamp('card_date', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`coalesce(${writeups.visibleAfter}, ${writeups.updated})`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, coalesce(${writeups.title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${writeups.headline}, '') || ' ' || coalesce(${writeups.director}, '')), 'B') || setweight(to_tsvector('english'::regconfig, immutable_array_to_string(${writeups.genre}) || ' ' || immutable_array_to_string(${writeups.tags})), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${writeups.content}, '')), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('writeups_slug_key').on(table.slug),
    index('writeups_listing_idx').on(table.type, table.draft, table.cardDate),
    index('writeups_rating_idx').on(table.rating),
    index('writeups_release_year_idx').on(table.releaseYear),
    index('writeups_title_lower_idx').on(sql`lower(${table.title})`),
    index('writeups_admin_id_idx').on(table.adminId),
    index('writeups_collections_idx').using('gin', table.collections),
    index('writeups_search_idx').using('gin', table.searchVector),
    index('writeups_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    // Partial indexes over non-drafts: every public read filters on draft = false, and the
    // date, rating and release sorts, the leaderboards and the roundups read them in order.
    index('writeups_public_card_date_idx')
      .on(table.cardDate)
      .where(sql`${table.draft} = false`),
    index('writeups_public_rating_idx')
      .on(table.rating, table.cardDate)
      .where(sql`${table.draft} = false`),
    // A listing page's ids are read from one of these in the listing's order, id included, so
    // the entries an offset skips are read from the index alone (index-only scans).
    index('writeups_public_type_card_date_idx')
      .on(table.type, sql`${table.cardDate} desc`, sql`${table.id} desc`)
      .where(sql`${table.draft} = false`),
    index('writeups_public_type_rating_idx')
      .on(table.type, sql`${table.rating} desc`, sql`${table.cardDate} desc`, sql`${table.id} desc`)
      .where(sql`${table.draft} = false`),
    index('writeups_public_release_year_idx')
      .on(table.releaseYear, table.cardDate)
      .where(sql`${table.draft} = false`),
    // The release and title sorts of a type's listing, in order (their reverses are incremental sorts).
    index('writeups_public_type_release_idx')
      .on(
        table.type,
        sql`${table.releaseYear} desc nulls last`,
        sql`${table.cardDate} desc`,
        sql`${table.id} desc`,
      )
      .where(sql`${table.draft} = false`),
    index('writeups_public_type_title_idx')
      .on(table.type, sql`lower(${table.title})`, sql`${table.cardDate} desc`, sql`${table.id} desc`)
      .where(sql`${table.draft} = false`),
    index('writeups_public_admin_card_date_idx')
      .on(table.adminId, table.cardDate)
      .where(sql`${table.draft} = false`),
    // Site stats read published writeups by date with their type, rating and word count from
    // the index alone (index-only scans: the heap holds the content inline).
    index('writeups_public_stats_idx')
      .on(table.cardDate, table.type, table.rating, table.wordCount)
      .where(sql`${table.draft} = false`),
    // The best and worst rated reviews of the site stats, newest first among equals (articles,
    // rated 0, left out).
    index('writeups_public_review_rating_idx')
      .on(table.rating, sql`${table.cardDate} desc`)
      .where(sql`${table.draft} = false and ${table.type} <> 'article'`),
    // The few drafts, found without scanning every writeup (comments on unpublished writeups).
    index('writeups_drafts_idx')
      .on(table.id)
      .where(sql`${table.draft} = true`),
  ],
);

export type WriteupRow = typeof writeups.$inferSelect;
export type NewWriteupRow = typeof writeups.$inferInsert;
