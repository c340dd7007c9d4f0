import { Injectable } from '@nestjs/common';

import type { Transaction } from '../../database/database';
import { JobQueue } from '../../jobs/job-queue';

/**
 * The job that tells a writeup's followers of it (product.md §13, §19). Writeups only queue it;
 * notifications/ works it (follower-fan-out.ts), so writeups depend on no feature above them.
 */
export const NOTIFY_FOLLOWERS = 'notify-followers';

export interface FollowerNoticesJob {
  writeupId: string;
}

/** Queues the followers' notices of a writeup that first becomes public (published or scheduled). */
@Injectable()
export class FollowerNotices {
  constructor(private readonly jobs: JobQueue) {}

  /** In the transaction of the save that published or scheduled the writeup. */
  queue(tx: Transaction, writeupId: string): Promise<void> {
    return this.jobs.send<FollowerNoticesJob>(NOTIFY_FOLLOWERS, { writeupId }, tx);
  }
}
