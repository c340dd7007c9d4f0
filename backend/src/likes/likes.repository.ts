import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { commentLikes, comments, writeupLikeCounts, writeupLikes, writeups } from '../database/schema';
import { recordLike, withdrawLike } from '../notifications/queries';
import { publishedWriteups } from '../writeups/queries';
import { likedCommentIds, likedWriteupIds } from './queries/my-likes';

/** A liked comment's author, and the writeup it is on. */
export interface CommentTarget {
  authorId: string;
  writeupId: string;
}

/** Likes and their counts; the counts follow the likes by triggers (migration 0014). */
@Injectable()
export class LikesRepository {
  /** What a member likes is asked on every page view they make: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** The author of the published writeup with this id; undefined for any other. */
  async publishedWriteupAuthor(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ authorId: writeups.adminId })
      .from(writeups)
      .where(and(eq(writeups.id, id), publishedWriteups()))
      .limit(1);
    return row?.authorId;
  }

  /** The author of the comment with this id if it shows to everyone (not hidden, on a published writeup). */
  async visibleCommentAuthor(id: string): Promise<CommentTarget | undefined> {
    const [row] = await this.db
      .select({ authorId: comments.userId, writeupId: comments.writeupId })
      .from(comments)
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(and(eq(comments.id, id), eq(comments.hidden, false), publishedWriteups()))
      .limit(1);
    return row;
  }

  /**
   * Likes (or no longer likes) the writeup, idempotently; its count after. The author's
   * notification follows in the same transaction (product.md §13).
   */
  setWriteupLike(writeupId: string, authorId: string, userId: string, liked: boolean): Promise<number> {
    const thing = { writeupId, commentId: null };
    return this.db.transaction(async (tx) => {
      if (liked) {
        const added = await tx
          .insert(writeupLikes)
          .values({ writeupId, userId })
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) await recordLike(tx, authorId, userId, thing);
      } else {
        const removed = await tx
          .delete(writeupLikes)
          .where(and(eq(writeupLikes.writeupId, writeupId), eq(writeupLikes.userId, userId)))
          .returning();
        if (removed.length > 0) await withdrawLike(tx, authorId, userId, thing);
      }
      const [row] = await tx
        .select({ likes: writeupLikeCounts.likes })
        .from(writeupLikeCounts)
        .where(eq(writeupLikeCounts.writeupId, writeupId));
      return row?.likes ?? 0;
    });
  }

  /** Likes (or no longer likes) the comment, idempotently; its count after, as setWriteupLike. */
  setCommentLike(commentId: string, target: CommentTarget, userId: string, liked: boolean): Promise<number> {
    const thing = { writeupId: target.writeupId, commentId };
    return this.db.transaction(async (tx) => {
      if (liked) {
        const added = await tx
          .insert(commentLikes)
          .values({ commentId, userId })
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) await recordLike(tx, target.authorId, userId, thing);
      } else {
        const removed = await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning();
        if (removed.length > 0) await withdrawLike(tx, target.authorId, userId, thing);
      }
      const [row] = await tx
        .select({ likes: comments.likes })
        .from(comments)
        .where(eq(comments.id, commentId));
      return row?.likes ?? 0;
    });
  }

  /** Which of these writeups and comments the user likes: one read. */
  async likedBy(
    userId: string,
    writeupIds: string[],
    commentIds: string[],
  ): Promise<{ writeups: string[]; comments: string[] }> {
    const query = this.prepared.get('liked', () => {
      const user = sql.placeholder('userId');
      return prepareOneRow(this.db, {
        writeups: likedWriteupIds(user, sql.placeholder('writeupIds')),
        comments: likedCommentIds(user, sql.placeholder('commentIds')),
      });
    });
    const [row] = await query.execute({ userId, writeupIds, commentIds });
    return row;
  }
}
