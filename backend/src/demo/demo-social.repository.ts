import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Database } from '../database/database';
import { comments } from '../database/schema';

/** What the demo's social seeding reads: a member's own top-level comments, newest first. */
export class DemoSocialRepository {
  constructor(private readonly db: Database) {}

  topLevelCommentsBy(userId: string, limit: number): Promise<{ id: string; writeupId: string }[]> {
    return this.db
      .select({ id: comments.id, writeupId: comments.writeupId })
      .from(comments)
      .where(and(eq(comments.userId, userId), isNull(comments.replyTo)))
      .orderBy(desc(comments.created))
      .limit(limit);
  }
}
