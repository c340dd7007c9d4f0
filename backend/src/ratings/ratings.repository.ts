import { Injectable } from '@nestjs/common';
import { AUDIENCE_SCORES } from '@reviews/libs/rules';
import { and, eq, ne, sql } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { ratings, writeupRatingStats, writeups } from '../database/schema';
import { publishedWriteups } from '../writeups/queries';
import { scoresOf } from './queries/my-ratings';

/** A writeup's ratings summed up, as the trigger of migration film_life_ratings keeps them. */
export interface RatingStats {
  count: number;
  sum: number;
  histogram: number[];
  score: number | null;
}

const NO_RATINGS: RatingStats = { count: 0, sum: 0, histogram: AUDIENCE_SCORES.map(() => 0), score: null };

/** Ratings and their sums; the sums follow the ratings by a trigger. */
@Injectable()
export class RatingsRepository {
  /** A member's own scores are asked on every page view they make: prepared once. */
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** The author of the published movie or series with this id; undefined for any other writeup. */
  async ratableWriteupAuthor(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ authorId: writeups.adminId })
      .from(writeups)
      .where(and(eq(writeups.id, id), publishedWriteups(), ne(writeups.type, 'article')))
      .limit(1);
    return row?.authorId;
  }

  /** Rates the writeup (or changes the score), or takes the rating back; the sums after. */
  setRating(writeupId: string, userId: string, score: number | null): Promise<RatingStats> {
    return this.db.transaction(async (tx) => {
      if (score === null) {
        await tx.delete(ratings).where(and(eq(ratings.writeupId, writeupId), eq(ratings.userId, userId)));
      } else {
        await tx
          .insert(ratings)
          .values({ writeupId, userId, score })
          .onConflictDoUpdate({
            target: [ratings.writeupId, ratings.userId],
            set: { score, updated: new Date() },
          });
      }
      const [row] = await tx
        .select()
        .from(writeupRatingStats)
        .where(eq(writeupRatingStats.writeupId, writeupId));
      return row ?? NO_RATINGS;
    });
  }

  async stats(writeupId: string): Promise<RatingStats> {
    const [row] = await this.db
      .select()
      .from(writeupRatingStats)
      .where(eq(writeupRatingStats.writeupId, writeupId));
    return row ?? NO_RATINGS;
  }

  /** The user's scores of those of these writeups they rated: writeup id to score. */
  async scoresBy(userId: string, writeupIds: string[]): Promise<Record<string, number>> {
    const query = this.prepared.get('scores', () =>
      prepareOneRow(this.db, { scores: scoresOf(sql.placeholder('userId'), sql.placeholder('writeupIds')) }),
    );
    const [row] = await query.execute({ userId, writeupIds });
    return row.scores;
  }
}
