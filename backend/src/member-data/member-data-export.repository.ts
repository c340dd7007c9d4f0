import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import {
  commentLikes,
  comments,
  follows,
  listEntries,
  listLikes,
  lists,
  logEntries,
  logLikes,
  ratings,
  users,
  watchlistEntries,
  writeupLikes,
  writeups,
} from '../database/schema';

/** The writeup a row of the export names. */
const FILM = { title: writeups.title, releaseYear: writeups.releaseYear, slug: writeups.slug };

/**
 * product.md §17: everything of one member's the export writes, oldest first. Their own rows
 * whatever the state of the writeups they name (the member's data is theirs).
 */
@Injectable()
export class MemberDataExportRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  diary(userId: string) {
    return this.db
      .select({ entry: logEntries, film: FILM })
      .from(logEntries)
      .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
      .where(eq(logEntries.userId, userId))
      .orderBy(asc(logEntries.watchedOn), asc(logEntries.created));
  }

  ratings(userId: string) {
    return this.db
      .select({ updated: ratings.updated, score: ratings.score, film: FILM })
      .from(ratings)
      .innerJoin(writeups, eq(writeups.id, ratings.writeupId))
      .where(eq(ratings.userId, userId))
      .orderBy(asc(ratings.updated));
  }

  watchlist(userId: string) {
    return this.db
      .select({ added: watchlistEntries.added, film: FILM })
      .from(watchlistEntries)
      .innerJoin(writeups, eq(writeups.id, watchlistEntries.writeupId))
      .where(eq(watchlistEntries.userId, userId))
      .orderBy(asc(watchlistEntries.added));
  }

  /** Every list of the member's with its entries in order (a list without entries has one row, film null). */
  lists(userId: string) {
    return this.db
      .select({ list: lists, position: listEntries.position, note: listEntries.note, film: FILM })
      .from(lists)
      .leftJoin(listEntries, eq(listEntries.listId, lists.id))
      .leftJoin(writeups, eq(writeups.id, listEntries.writeupId))
      .where(eq(lists.userId, userId))
      .orderBy(asc(lists.created), asc(lists.id), asc(listEntries.position));
  }

  comments(userId: string) {
    return this.db
      .select({ created: comments.created, content: comments.content, film: FILM })
      .from(comments)
      .innerJoin(writeups, eq(writeups.id, comments.writeupId))
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.created));
  }

  /** What the member likes, of each kind: writeups, comments (on a writeup), reviews and lists. */
  async likes(userId: string) {
    const [ofWriteups, ofComments, ofReviews, ofLists] = await Promise.all([
      this.db
        .select({ created: writeupLikes.created, film: FILM })
        .from(writeupLikes)
        .innerJoin(writeups, eq(writeups.id, writeupLikes.writeupId))
        .where(eq(writeupLikes.userId, userId)),
      this.db
        .select({ created: commentLikes.created, film: FILM })
        .from(commentLikes)
        .innerJoin(comments, eq(comments.id, commentLikes.commentId))
        .innerJoin(writeups, eq(writeups.id, comments.writeupId))
        .where(eq(commentLikes.userId, userId)),
      this.db
        .select({ created: logLikes.created, logId: logLikes.logId, film: FILM })
        .from(logLikes)
        .innerJoin(logEntries, eq(logEntries.id, logLikes.logId))
        .innerJoin(writeups, eq(writeups.id, logEntries.writeupId))
        .where(eq(logLikes.userId, userId)),
      this.db
        .select({ created: listLikes.created, listId: lists.id, title: lists.title })
        .from(listLikes)
        .innerJoin(lists, eq(lists.id, listLikes.listId))
        .where(eq(listLikes.userId, userId)),
    ]);
    return { ofWriteups, ofComments, ofReviews, ofLists };
  }

  follows(userId: string) {
    return this.db
      .select({ created: follows.created, username: users.username })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(eq(follows.followerId, userId))
      .orderBy(asc(follows.created));
  }
}

type Rows<Method extends keyof MemberDataExportRepository> = Awaited<
  ReturnType<MemberDataExportRepository[Method]>
>;
export type ExportDiaryRow = Rows<'diary'>[number];
export type ExportListRow = Rows<'lists'>[number];
export type ExportLikes = Rows<'likes'>;
/** The title, release year and slug of a writeup a row names. */
export type ExportFilm = ExportDiaryRow['film'];
