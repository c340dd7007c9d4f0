import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AudienceScoreResponse, MyRatingsResponse, RatingsSummary } from '@reviews/libs/contract';
import { audienceMeanOf, canRate } from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import type { UserRow } from '../database/schema';
import { type RatingStats, RatingsRepository } from './ratings.repository';

export const RATABLE_NOT_FOUND = 'No published movie or series with this id';
const OWN_WRITEUP = 'You cannot rate your own writeup';

function toAudienceScore(stats: RatingStats): AudienceScoreResponse {
  return { audienceScore: stats.score, audienceCount: stats.count };
}

/**
 * product.md §13: members rate published movies and series of others. A rating purges nothing:
 * public answers carry counts that may lag (LIKE_COUNT_LAG_S), and my scores come from
 * `GET /api/me/ratings`.
 */
@Injectable()
export class RatingsService {
  constructor(private readonly ratings: RatingsRepository) {}

  /** Rates (score) or takes the rating back (null). */
  async rate(id: string, user: UserRow, score: number | null): Promise<AudienceScoreResponse> {
    const author = await this.ratings.ratableWriteupAuthor(id);
    if (author === undefined) throw new NotFoundException(RATABLE_NOT_FOUND);
    if (!canRate(actorOf(user), author)) throw new BadRequestException(OWN_WRITEUP);
    return toAudienceScore(await this.ratings.setRating(id, user.id, score));
  }

  async summary(id: string): Promise<RatingsSummary> {
    if ((await this.ratings.ratableWriteupAuthor(id)) === undefined) {
      throw new NotFoundException(RATABLE_NOT_FOUND);
    }
    const { histogram, count, sum } = await this.ratings.stats(id);
    return { histogram, count, mean: audienceMeanOf(count, sum) };
  }

  async mine(user: UserRow, writeupIds: string[]): Promise<MyRatingsResponse> {
    return { ratings: await this.ratings.scoresBy(user.id, writeupIds) };
  }
}
