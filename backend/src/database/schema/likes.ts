import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt, oncePerMember } from './columns';
import { comments } from './comments';
import { users } from './users';
import { writeups } from './writeups';

/** A member likes a writeup (product.md §12); at most once. */
export const writeupLikes = pgTable(
  'writeup_likes',
  {
    writeupId: belongsTo('writeup_id', () => writeups.id),
    userId: belongsTo('user_id', () => users.id),
    created: createdAt(),
  },
  (table) => oncePerMember('writeup_likes', table.writeupId, table.userId),
);

/** A member likes a comment; at most once. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: belongsTo('comment_id', () => comments.id),
    userId: belongsTo('user_id', () => users.id),
    created: createdAt(),
  },
  (table) => oncePerMember('comment_likes', table.commentId, table.userId),
);

/**
 * A writeup's like count, kept by a trigger on writeup_likes. Apart from the writeup's row, so
 * that a like neither recomputes its search vector nor moves its stats cell.
 */
export const writeupLikeCounts = pgTable('writeup_like_counts', {
  writeupId: uuid('writeup_id')
    .primaryKey()
    .references(() => writeups.id, { onDelete: 'cascade' }),
  likes: integer('likes').notNull().default(0),
});
