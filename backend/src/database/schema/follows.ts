import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';

import { belongsTo, createdAt } from './columns';
import { users } from './users';

/** `followerId` follows `followeeId` (product.md §13); never oneself. Goes with either account. */
export const follows = pgTable(
  'follows',
  {
    followerId: belongsTo('follower_id', () => users.id),
    followeeId: belongsTo('followee_id', () => users.id),
    created: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_id_created_idx').on(table.followeeId, table.created),
    // A publication's fan-out job walks an author's followers in batches by follower id.
    index('follows_followee_id_follower_id_idx').on(table.followeeId, table.followerId),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
