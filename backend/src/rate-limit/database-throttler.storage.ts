import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

import { RateLimitRepository } from './rate-limit.repository';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage kept in the database instead of one process's memory, so the
 * write limit holds across every instance of the site (only writes are counted: reads skip the
 * guard, so this costs one statement per write). The limit is checked against the caller's
 * own configuration on every request, never stored.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly repository: RateLimitRepository) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    // A client over the limit waits for its window to end: no separate block duration is configured.
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const count = await this.repository.hit(`${throttlerName}:${key}`, ttl);
    const timeToExpire = seconds(count.windowEnds.getTime() - count.now.getTime());
    const isBlocked = count.hits > limit;
    return {
      totalHits: count.hits,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }
}

/** The throttler reports times to expiry in whole seconds (its Retry-After). */
function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}
