import { Injectable } from '@nestjs/common';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';

import { type Database, UNNAMED_STATEMENT } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { type CommentRow, comments, type NewCommentRow, users, writeups } from '../database/schema';
import { recordReply } from '../notifications/queries';
import { AUTHOR_COLUMNS } from '../users/queries';
import { publishedWriteups, visibleWriteups } from '../writeups/queries';
import type { WriteupViewer } from '../writeups';
import { StoredMarkdown } from '../markdown/stored-markdown.service';
import type { CommentAuthor } from './comment.mapper';

export interface CommentWithAuthor {
  comment: CommentRow;
  author: CommentAuthor;
}

@Injectable()
export class CommentsRepository {
  /** A writeup's comments (and a member's hidden ones) are read on every page view of it: prepared once per viewer role. */
  private readonly prepared = new PreparedStatements();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly markdown: StoredMarkdown,
  ) {}

  /** Whether the writeup with this id is published (comments go only there). */
  writeupPublished(writeupId: string): Promise<boolean> {
    return this.writeupExists(writeupId, publishedWriteups());
  }

  /** Whether the viewer sees the writeup with this id. */
  writeupVisibleTo(writeupId: string, viewer: WriteupViewer): Promise<boolean> {
    return this.writeupExists(writeupId, visibleWriteups(viewer));
  }

  /**
   * The comments with their authors, oldest first, of the writeup with this id if the viewer sees
   * it; undefined when they do not. One query: the writeup row is the outer side.
   */
  async listForVisibleWriteup(
    writeupId: string,
    viewer: WriteupViewer,
  ): Promise<CommentWithAuthor[] | undefined> {
    const query = this.prepared.get(viewer?.type ?? 'visitor', () =>
      this.db
        .select({ writeupId: writeups.id, comment: comments, author: AUTHOR_COLUMNS })
        .from(writeups)
        .leftJoin(comments, eq(comments.writeupId, writeups.id))
        .leftJoin(users, eq(users.id, comments.userId))
        .where(
          and(eq(writeups.id, sql.placeholder('writeupId')), visibleWriteups(viewer, sql.placeholder('now'))),
        )
        .orderBy(asc(comments.created), asc(comments.id))
        .prepare(UNNAMED_STATEMENT),
    );
    const rows = await query.execute({ writeupId, now: new Date() });
    if (rows.length === 0) return undefined;
    return rows.flatMap(({ comment, author }) => (comment && author ? [{ comment, author }] : []));
  }

  /**
   * The hidden comments this user wrote on the writeup with this id, oldest first, if the user
   * sees the writeup; undefined when they do not.
   */
  async ownHiddenOnVisibleWriteup(
    writeupId: string,
    user: WriteupViewer & { id: string },
  ): Promise<CommentWithAuthor[] | undefined> {
    const query = this.prepared.get(`own-hidden|${user.type}`, () =>
      this.db
        .select({ comment: comments, author: AUTHOR_COLUMNS })
        .from(writeups)
        .leftJoin(
          comments,
          and(
            eq(comments.writeupId, writeups.id),
            eq(comments.userId, sql.placeholder('userId')),
            eq(comments.hidden, true),
          ),
        )
        .leftJoin(users, eq(users.id, comments.userId))
        .where(
          and(eq(writeups.id, sql.placeholder('writeupId')), visibleWriteups(user, sql.placeholder('now'))),
        )
        .orderBy(asc(comments.created), asc(comments.id))
        .prepare(UNNAMED_STATEMENT),
    );
    const rows = await query.execute({ writeupId, userId: user.id, now: new Date() });
    if (rows.length === 0) return undefined;
    return rows.flatMap(({ comment, author }) => (comment && author ? [{ comment, author }] : []));
  }

  async findById(id: string): Promise<CommentWithAuthor | undefined> {
    const [row] = await this.db
      .select({ comment: comments, author: AUTHOR_COLUMNS })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1);
    return row;
  }

  /** Stores a comment and, in the same transaction, the reply event for `notify` (product.md §13). */
  insert(
    values: Pick<NewCommentRow, 'writeupId' | 'userId' | 'content' | 'spoiler' | 'replyTo'>,
    notify?: string,
  ): Promise<CommentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(comments)
        .values({ ...values, contentHtml: this.markdown.text(values.content) })
        .returning();
      if (notify)
        await recordReply(tx, notify, values.userId, { writeupId: values.writeupId, commentId: row.id });
      return row;
    });
  }

  async updateContent(id: string, content: string): Promise<CommentRow> {
    const [row] = await this.db
      .update(comments)
      .set({ content, contentHtml: this.markdown.text(content), edited: true })
      .where(eq(comments.id, id))
      .returning();
    return row;
  }

  /** True when a comment was deleted. */
  /** The writeup the deleted comment was on; undefined when there was no such comment. */
  async delete(id: string): Promise<string | undefined> {
    const [deleted] = await this.db
      .delete(comments)
      .where(eq(comments.id, id))
      .returning({ writeupId: comments.writeupId });
    return deleted?.writeupId;
  }

  private async writeupExists(writeupId: string, visibility: SQL): Promise<boolean> {
    const [row] = await this.db
      .select({ id: writeups.id })
      .from(writeups)
      .where(and(eq(writeups.id, writeupId), visibility))
      .limit(1);
    return row !== undefined;
  }
}
