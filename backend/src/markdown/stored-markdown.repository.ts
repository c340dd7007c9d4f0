import { Injectable } from '@nestjs/common';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  comments,
  listEntries,
  lists,
  logEntries,
  users,
  type WriteupRow,
  writeups,
} from '../database/schema';

/** The rows saved without their HTML (product.md §14), a batch at a time, and their HTML stored. */
@Injectable()
export class StoredMarkdownRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  writeupsWithout(limit: number): Promise<WriteupRow[]> {
    return this.db
      .select()
      .from(writeups)
      .where(or(isNull(writeups.contentHtml), isNull(writeups.notesHtml)))
      .limit(limit);
  }

  async setWriteupHtml(id: string, html: { contentHtml: string; notesHtml: string }): Promise<void> {
    await this.db.update(writeups).set(html).where(eq(writeups.id, id));
  }

  commentsWithout(limit: number): Promise<{ id: string; content: string }[]> {
    return this.db
      .select({ id: comments.id, content: comments.content })
      .from(comments)
      .where(isNull(comments.contentHtml))
      .limit(limit);
  }

  async setCommentHtml(id: string, contentHtml: string): Promise<void> {
    await this.db.update(comments).set({ contentHtml }).where(eq(comments.id, id));
  }

  biosWithout(limit: number): Promise<{ id: string; bio: string }[]> {
    return this.db
      .select({ id: users.id, bio: users.bio })
      .from(users)
      .where(isNull(users.bioHtml))
      .limit(limit);
  }

  async setBioHtml(id: string, bioHtml: string): Promise<void> {
    await this.db.update(users).set({ bioHtml }).where(eq(users.id, id));
  }

  reviewsWithout(limit: number): Promise<{ id: string; review: string | null }[]> {
    return this.db
      .select({ id: logEntries.id, review: logEntries.review })
      .from(logEntries)
      .where(and(isNotNull(logEntries.review), isNull(logEntries.reviewHtml)))
      .limit(limit);
  }

  async setReviewHtml(id: string, reviewHtml: string): Promise<void> {
    await this.db.update(logEntries).set({ reviewHtml }).where(eq(logEntries.id, id));
  }

  listDescriptionsWithout(limit: number): Promise<{ id: string; description: string }[]> {
    return this.db
      .select({ id: lists.id, description: lists.description })
      .from(lists)
      .where(isNull(lists.descriptionHtml))
      .limit(limit);
  }

  async setListDescriptionHtml(id: string, descriptionHtml: string): Promise<void> {
    await this.db.update(lists).set({ descriptionHtml }).where(eq(lists.id, id));
  }

  listNotesWithout(limit: number): Promise<{ listId: string; writeupId: string; note: string }[]> {
    return this.db
      .select({ listId: listEntries.listId, writeupId: listEntries.writeupId, note: listEntries.note })
      .from(listEntries)
      .where(isNull(listEntries.noteHtml))
      .limit(limit);
  }

  async setListNoteHtml(row: { listId: string; writeupId: string }, noteHtml: string): Promise<void> {
    await this.db
      .update(listEntries)
      .set({ noteHtml })
      .where(and(eq(listEntries.listId, row.listId), eq(listEntries.writeupId, row.writeupId)));
  }
}
