import { AUDIENCE_SCORE, DIARY } from '@reviews/libs/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import {
  belongsTo,
  createdAt,
  oncePerMember,
  primaryId,
  reportColumns,
  reportedOncePerMember,
} from './columns';
import { users } from './users';
import { writeups } from './writeups';

/**
 * A member's diary entry (product.md §15): they watched a published movie or series on a day,
 * maybe again, maybe with a score and a review. Goes with the writeup or the account. `likes` is
 * kept in the transaction of each like (log_likes).
 */
export const logEntries = pgTable(
  'log_entries',
  {
    id: primaryId(),
    writeupId: belongsTo('writeup_id', () => writeups.id),
    userId: belongsTo('user_id', () => users.id),
    watchedOn: date('watched_on', { mode: 'string' }).notNull(),
    rewatch: boolean('rewatch').notNull().default(false),
    score: integer('score'),
    review: text('review'),
    /** The review as sanitised HTML, rendered when saved (product.md §14); null without a review. */
    reviewHtml: text('review_html'),
    spoiler: boolean('spoiler').notNull().default(false),
    /** Hidden by a moderator: shown only to its author and moderators. */
    hidden: boolean('hidden').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    created: createdAt(),
    edited: timestamp('edited', { withTimezone: true }),
  },
  (table) => [
    // A member's diary, latest watch first (GET /api/user/:username/diary, with or without a year).
    index('log_entries_diary_idx')
      .on(table.userId, table.watchedOn.desc(), table.created.desc(), table.id.desc())
      .where(sql`${table.hidden} = false`),
    // A writeup's reviews, most liked or newest first (GET /api/writeup/:id/reviews).
    index('log_entries_popular_reviews_idx')
      .on(table.writeupId, table.likes.desc(), table.created.desc(), table.id.desc())
      .where(sql`${table.hidden} = false and ${table.review} is not null`),
    index('log_entries_recent_reviews_idx')
      .on(table.writeupId, table.created.desc(), table.id.desc())
      .where(sql`${table.hidden} = false and ${table.review} is not null`),
    // A member's entries newest first: their followers' feeds (product.md §13).
    index('log_entries_user_id_created_idx').on(table.userId, table.created),
    check(
      'log_entries_score_check',
      sql`${table.score} is null or (${table.score} between ${sql.raw(String(AUDIENCE_SCORE.min))} and ${sql.raw(String(AUDIENCE_SCORE.max))} and ${table.score} % ${sql.raw(String(AUDIENCE_SCORE.step))} = 0)`,
    ),
    check(
      'log_entries_watched_on_check',
      sql`${table.watchedOn} >= ${sql.raw(`'${DIARY.earliestWatchedOn}'`)}::date`,
    ),
    check(
      'log_entries_review_check',
      sql`${table.review} is null or char_length(${table.review}) between 1 and ${sql.raw(String(DIARY.review))}`,
    ),
  ],
);

export type LogEntryRow = typeof logEntries.$inferSelect;

/** A member likes a diary entry; at most once. */
export const logLikes = pgTable(
  'log_likes',
  {
    logId: belongsTo('log_id', () => logEntries.id),
    userId: belongsTo('user_id', () => users.id),
    created: createdAt(),
  },
  (table) => oncePerMember('log_likes', table.logId, table.userId),
);

/** A member's report of a diary entry, as comment_reports are of comments (product.md §10). */
export const logReports = pgTable(
  'log_reports',
  {
    id: primaryId(),
    logId: belongsTo('log_id', () => logEntries.id),
    userId: belongsTo('user_id', () => users.id),
    ...reportColumns(),
  },
  (table) => reportedOncePerMember('log_reports', table.logId, table.userId),
);
