import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

import { type Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { comments, writeups } from '../database/schema';
import { memberIdOf } from '../users/queries';
import { publishedWriteups } from '../writeups/queries';

/** A member's comment with the writeup it is on, as their profile lists it. */
export interface ProfileCommentRow {
  id: string;
  content: string;
  spoiler: boolean;
  created: Date;
  writeup: {
    id: string;
    type: 'movie' | 'series' | 'article';
    slug: string | null;
    title: string;
    season: number | null;
  };
}

/** What anyone may see of a member's comments: not hidden, on published writeups. */
function publicCommentsOf(userId: string): SQL {
  return and(eq(comments.userId, userId), eq(comments.hidden, false), publishedWriteups())!;
}

@Injectable()
export class ProfileCommentsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async userIdOf(username: string): Promise<string | undefined> {
    return memberIdOf(this.db, username);
  }

  async countPublic(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(comments)
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(publicCommentsOf(userId));
    return row.n;
  }

  /** One page of them, newest first. */
  publicPage(userId: string, offset: number, limit: number): Promise<ProfileCommentRow[]> {
    return this.db
      .select({
        id: comments.id,
        content: comments.content,
        spoiler: comments.spoiler,
        created: comments.created,
        writeup: {
          id: writeups.id,
          type: writeups.type,
          slug: writeups.slug,
          title: writeups.title,
          season: writeups.season,
        },
      })
      .from(comments)
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(publicCommentsOf(userId))
      .orderBy(desc(comments.created), desc(comments.id))
      .offset(offset)
      .limit(limit);
  }
}
