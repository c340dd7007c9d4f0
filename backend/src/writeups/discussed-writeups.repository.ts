import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte } from 'drizzle-orm';

import { type Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { comments, users, writeups } from '../database/schema';
import { AUTHOR_COLUMNS, CARD_COLUMNS } from './queries/writeup-columns';
import { publishedWriteups } from './queries/writeup-visibility';
import type { WriteupCardWithAuthor } from './writeup.mapper';

export type DiscussedRow = WriteupCardWithAuthor & { comments: number };

/** The published writeups with the most comments shown to everyone since a date (the home's row). */
@Injectable()
export class DiscussedWriteupsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Most comments first, ties by newest card date; writeups without such comments are left out. */
  mostDiscussed(since: Date, limit: number): Promise<DiscussedRow[]> {
    const commentCount = count(comments.id);
    return this.db
      .select({ writeup: CARD_COLUMNS, author: AUTHOR_COLUMNS, comments: commentCount })
      .from(writeups)
      .innerJoin(users, eq(users.id, writeups.adminId))
      .innerJoin(
        comments,
        and(eq(comments.writeupId, writeups.id), eq(comments.hidden, false), gte(comments.created, since)),
      )
      .where(publishedWriteups())
      .groupBy(writeups.id, users.id)
      .orderBy(desc(commentCount), desc(writeups.cardDate), desc(writeups.id))
      .limit(limit);
  }
}
