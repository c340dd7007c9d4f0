import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

import { type Database } from '../../database/database';
import { InjectDatabase } from '../../database/database.tokens';
import { comments, users, writeups } from '../../database/schema';
import { CARD_COLUMNS } from '../queries/writeup-columns';
import { AUTHOR_COLUMNS } from '../../users/queries';
import { publishedWriteups } from '../queries/writeup-visibility';
import type { WriteupCardWithAuthor } from './writeup.mapper';

export type DiscussedRow = WriteupCardWithAuthor & { comments: number };

/**
 * The writeups with the most comments of the period looked at first: when the last one kept has
 * fewer comments than the answer's last row, no other writeup can belong in the answer.
 */
const CANDIDATES = 100;

/** The published writeups with the most comments shown to everyone since a date (the home's row). */
@Injectable()
export class DiscussedWriteupsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Most comments first, ties by newest card date; writeups without such comments are left out.
   * The period's comments are counted per writeup (an index-only range of
   * `comments_visible_created_idx`); the most commented CANDIDATES are joined first, and every
   * counted writeup only when ties or unpublished ones at that edge could change the answer.
   */
  async mostDiscussed(since: Date, limit: number): Promise<DiscussedRow[]> {
    const fromCandidates = await this.ranked(since, limit, CANDIDATES);
    const last = fromCandidates.rows[limit - 1];
    const decided =
      fromCandidates.rows.length > 0 &&
      (fromCandidates.candidates < CANDIDATES ||
        (last !== undefined && last.comments > fromCandidates.fewest));
    return decided ? fromCandidates.rows : (await this.ranked(since, limit)).rows;
  }

  private async ranked(
    since: Date,
    limit: number,
    candidates?: number,
  ): Promise<{ rows: DiscussedRow[]; candidates: number; fewest: number }> {
    const counting = this.db
      .select({ writeupId: comments.writeupId, comments: count().as('comments') })
      .from(comments)
      .where(and(eq(comments.hidden, false), gte(comments.created, since)))
      .groupBy(comments.writeupId)
      .orderBy(desc(count()));
    const counted = this.db
      .$with('counted')
      .as(candidates === undefined ? counting : counting.limit(candidates));
    const rows = await this.db
      .with(counted)
      .select({
        writeup: CARD_COLUMNS,
        author: AUTHOR_COLUMNS,
        comments: counted.comments,
        candidates: sql<number>`(select count(*) from ${counted})::int`,
        fewest: sql<number>`(select coalesce(min(${counted.comments}), 0) from ${counted})::int`,
      })
      .from(counted)
      .innerJoin(writeups, eq(writeups.id, counted.writeupId))
      .innerJoin(users, eq(users.id, writeups.adminId))
      .where(publishedWriteups())
      .orderBy(desc(counted.comments), desc(writeups.cardDate), desc(writeups.id))
      .limit(limit);
    return {
      rows: rows.map(({ writeup, author, comments: total }) => ({ writeup, author, comments: total })),
      candidates: rows[0]?.candidates ?? 0,
      fewest: rows[0]?.fewest ?? 0,
    };
  }
}
