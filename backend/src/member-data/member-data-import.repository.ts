import { Injectable } from '@nestjs/common';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { logEntries, ratings, watchlistEntries, writeups } from '../database/schema';
import { publishedWriteups } from '../writeups/queries';
import type { ExistingData, ImportPlan } from './import-plan';

/** Rows per statement: well under the 65,535 parameters a statement may carry. */
const BATCH = 1_000;

function batchesOf<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH));
  return batches;
}

/** A published movie or series an imported row may name. */
export interface ImportCandidate {
  id: string;
  title: string;
  releaseYear: number | null;
  slug: string | null;
  authorId: string;
}

const CANDIDATE_COLUMNS = {
  id: writeups.id,
  title: writeups.title,
  releaseYear: writeups.releaseYear,
  slug: writeups.slug,
  authorId: writeups.adminId,
};

/** product.md §17: what an import reads to match and compare, and its writes in one transaction. */
@Injectable()
export class MemberDataImportRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** The published movies and series of these release years or these slugs. */
  async candidates(years: number[], slugs: string[]): Promise<ImportCandidate[]> {
    const batches = batchesOf(slugs);
    if (batches.length === 0) batches.push([]);
    const found = new Map<string, ImportCandidate>();
    for (const [index, batch] of batches.entries()) {
      const byYear = index === 0 && years.length > 0 ? inArray(writeups.releaseYear, years) : undefined;
      const bySlug = batch.length > 0 ? inArray(writeups.slug, batch) : undefined;
      if (!byYear && !bySlug) continue;
      const rows = await this.db
        .select(CANDIDATE_COLUMNS)
        .from(writeups)
        .where(and(publishedWriteups(), ne(writeups.type, 'article'), or(byYear, bySlug)));
      for (const row of rows) found.set(row.id, row);
    }
    return [...found.values()];
  }

  async existing(userId: string): Promise<ExistingData> {
    const [entries, rated, listed] = await Promise.all([
      this.db
        .select({
          id: logEntries.id,
          writeupId: logEntries.writeupId,
          watchedOn: logEntries.watchedOn,
          rewatch: logEntries.rewatch,
          review: logEntries.review,
        })
        .from(logEntries)
        .where(eq(logEntries.userId, userId)),
      this.db
        .select({ writeupId: ratings.writeupId, score: ratings.score })
        .from(ratings)
        .where(eq(ratings.userId, userId)),
      this.db
        .select({ writeupId: watchlistEntries.writeupId })
        .from(watchlistEntries)
        .where(eq(watchlistEntries.userId, userId)),
    ]);
    return {
      entries,
      ratings: new Map(rated.map((row) => [row.writeupId, row.score])),
      watchlist: new Set(listed.map((row) => row.writeupId)),
    };
  }

  /** The plan's writes, all or none. */
  apply(userId: string, plan: ImportPlan): Promise<void> {
    return this.db.transaction(async (tx) => {
      for (const batch of batchesOf(plan.watchlist)) {
        const values = batch.map((entry) => ({ ...entry, userId }));
        await tx.insert(watchlistEntries).values(values).onConflictDoNothing();
      }
      for (const batch of batchesOf(plan.entries)) {
        await tx.insert(logEntries).values(batch.map((entry) => ({ ...entry, userId })));
        await this.markWatched(
          tx,
          userId,
          batch.map((entry) => entry.writeupId),
        );
      }
      for (const { id, review } of plan.reviews) {
        await tx
          .update(logEntries)
          .set({ review, edited: sql`now()` })
          .where(eq(logEntries.id, id));
      }
      for (const batch of batchesOf(plan.ratings)) {
        await tx
          .insert(ratings)
          .values(batch.map((rating) => ({ ...rating, created: rating.updated, userId })))
          .onConflictDoUpdate({
            target: [ratings.writeupId, ratings.userId],
            set: { score: sql`excluded.score`, updated: sql`excluded.updated` },
          });
      }
    });
  }

  /** product.md §15: a logged watch marks it watched on the watchlist (an earlier date stays). */
  private async markWatched(tx: Transaction, userId: string, writeupIds: string[]): Promise<void> {
    await tx
      .update(watchlistEntries)
      .set({ watched: sql`coalesce(${watchlistEntries.watched}, now())` })
      .where(and(eq(watchlistEntries.userId, userId), inArray(watchlistEntries.writeupId, writeupIds)));
  }
}
